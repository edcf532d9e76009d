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
import { requireAdmin, requireWallet } from '../../auth/guards';
import { writeLimit } from '../../lib/write-limit';
import { adminProjects, changeStatus, deleteProject, listAuditLog, updateProject } from './service';

export async function adminRoutes(app: AppInstance) {
  const { services } = app;

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
    async (request) => adminProjects(services, request.query),
  );

  app.post(
    '/api/admin/projects/:id/status',
    {
      config: writeLimit(services.config),
      preHandler: requireAdmin,
      schema: {
        summary: "Approve or reject a project (the creator's dashboard row follows)",
        description:
          'The creator gets a notification (project_approved, or project_rejected with `reason`, the text the admin gave, trimmed; none when blank). Setting the status it already has tells no one.',
        tags: ['admin'],
        params: projectIdParamsSchema,
        body: statusChangeRequestSchema,
        response: { 200: statusChangeResponseSchema },
      },
    },
    async (request) => {
      const { status, reason } = request.body;
      const project = await changeStatus(services, {
        adminWallet: requireWallet(request),
        id: request.params.id,
        status,
        reason,
      });
      return { project, message: ADMIN_MESSAGES.statusChanged(status) };
    },
  );

  app.patch(
    '/api/admin/projects/:id',
    {
      config: writeLimit(services.config),
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
      const project = await updateProject(services, {
        adminWallet: requireWallet(request),
        id: request.params.id,
        update: request.body,
      });
      return { project, message: ADMIN_MESSAGES.updated };
    },
  );

  app.delete(
    '/api/admin/projects/:id',
    {
      config: writeLimit(services.config),
      preHandler: requireAdmin,
      schema: {
        summary: 'Delete a project',
        tags: ['admin'],
        params: projectIdParamsSchema,
        response: { 200: deleteProjectResponseSchema },
      },
    },
    async (request) => {
      await deleteProject(services, { adminWallet: requireWallet(request), id: request.params.id });
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
    async () => ({ items: await listAuditLog(services) }),
  );
}
