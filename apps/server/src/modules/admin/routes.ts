import {
  ADMIN_MESSAGES,
  adminProjectResponseSchema,
  adminProjectUpdateSchema,
  adminProjectsQuerySchema,
  adminProjectsResponseSchema,
  auditLogResponseSchema,
  deleteProjectResponseSchema,
  statusChangeRequestSchema,
  statusChangeResponseSchema,
} from '@memetank/shared/api/admin';
import { projectIdParamsSchema } from '@memetank/shared/api/projects';
import type { AppInstance } from '../../app-types';
import { requireAdmin } from '../../auth/guards';
import { notFound } from '../../lib/errors';
import { toAdminProject } from '../../projects/project-view';
import {
  changeStatus,
  deleteProject,
  listAdminProjects,
  listAuditLog,
  updateProject,
} from './service';

export async function adminRoutes(app: AppInstance) {
  const { database, config } = app.services;
  const writeLimit = {
    rateLimit: { max: config.rateLimit.writePerMinute, timeWindow: '1 minute' },
  };
  const admin = (request: { wallet: string | null }) => request.wallet as string;

  app.get(
    '/api/admin/projects',
    {
      preHandler: requireAdmin,
      schema: {
        summary: 'Every project, newest first, with search, status filter and counts',
        tags: ['admin'],
        querystring: adminProjectsQuerySchema,
        response: { 200: adminProjectsResponseSchema },
      },
    },
    async (request) => {
      const { items, counts } = await listAdminProjects(database.db, request.query);
      const now = app.services.clock.now();
      return { items: items.map((row) => toAdminProject(row, now)), counts };
    },
  );

  app.post(
    '/api/admin/projects/:id/status',
    {
      config: writeLimit,
      preHandler: requireAdmin,
      schema: {
        summary: "Approve or reject a project (the creator's dashboard row follows)",
        tags: ['admin'],
        params: projectIdParamsSchema,
        body: statusChangeRequestSchema,
        response: { 200: statusChangeResponseSchema },
      },
    },
    async (request) => {
      const { status } = request.body;
      const row = await changeStatus(database.db, admin(request), request.params.id, status);
      if (!row) throw notFound(ADMIN_MESSAGES.noProjectUpdated);
      return { project: toAdminProject(row), message: ADMIN_MESSAGES.statusChanged(status) };
    },
  );

  app.patch(
    '/api/admin/projects/:id',
    {
      config: writeLimit,
      preHandler: requireAdmin,
      schema: {
        summary: 'Edit any field of a project',
        tags: ['admin'],
        params: projectIdParamsSchema,
        body: adminProjectUpdateSchema,
        response: { 200: adminProjectResponseSchema },
      },
    },
    async (request) => {
      const row = await updateProject(database.db, admin(request), request.params.id, request.body);
      if (!row) throw notFound(ADMIN_MESSAGES.noProjectUpdated);
      return { project: toAdminProject(row), message: ADMIN_MESSAGES.updated };
    },
  );

  app.delete(
    '/api/admin/projects/:id',
    {
      config: writeLimit,
      preHandler: requireAdmin,
      schema: {
        summary: 'Delete a project',
        tags: ['admin'],
        params: projectIdParamsSchema,
        response: { 200: deleteProjectResponseSchema },
      },
    },
    async (request) => {
      const deleted = await deleteProject(database.db, admin(request), request.params.id);
      if (!deleted) throw notFound(ADMIN_MESSAGES.notFoundForDelete);
      return { message: ADMIN_MESSAGES.deleted };
    },
  );

  app.get(
    '/api/admin/audit-log',
    {
      preHandler: requireAdmin,
      schema: {
        summary: 'Every admin action, newest first',
        tags: ['admin'],
        response: { 200: auditLogResponseSchema },
      },
    },
    async () => ({ items: await listAuditLog(database.db) }),
  );
}
