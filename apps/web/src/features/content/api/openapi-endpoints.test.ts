import { describe, expect, it } from 'vitest';
import { publicReadEndpoints } from './openapi-endpoints';

// Shaped like what @fastify/swagger produces from the server's zod schemas.
const healthSchema = {
  type: 'object',
  properties: {
    ok: { type: 'boolean' },
    db: {
      type: 'object',
      properties: {
        status: { type: 'string', enum: ['up', 'down'] },
        kind: { type: 'string', enum: ['pglite', 'postgres'] },
      },
      required: ['status', 'kind'],
    },
  },
  required: ['ok', 'db'],
};

const errorSchema = {
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: { code: { type: 'string' }, message: { type: 'string' } },
      required: ['code', 'message'],
    },
  },
  required: ['error'],
};

const json = (schema: unknown, description = 'Default Response') => ({
  description,
  content: { 'application/json': { schema } },
});

const document = {
  openapi: '3.0.3',
  components: {
    schemas: {
      Trade: {
        type: 'object',
        properties: {
          signature: { type: 'string' },
          sol_amount: { type: 'integer', description: 'Lamports' },
        },
        required: ['signature'],
      },
    },
  },
  paths: {
    '/api/tokens/{mint}': {
      get: {
        summary: 'Token data and recent trades',
        tags: ['tokens'],
        parameters: [{ in: 'path', name: 'mint', schema: { type: 'string' } }],
        responses: {
          200: json({
            type: 'object',
            properties: {
              name: { type: 'string', nullable: true },
              trades: { type: 'array', items: { $ref: '#/components/schemas/Trade' } },
            },
            required: ['trades'],
          }),
          404: json(errorSchema),
        },
      },
    },
    '/api/health': {
      get: {
        summary: 'Service health: database and chain',
        responses: { 200: json(healthSchema), 503: json(healthSchema) },
      },
    },
    '/api/projects': {
      get: {
        summary: 'Approved projects',
        parameters: [
          { in: 'query', name: 'q', required: false, schema: { type: 'string' } },
          {
            in: 'query',
            name: 'sort',
            schema: { type: 'string', enum: ['trending', 'newest'] },
            description: 'Order of the list',
          },
        ],
        responses: {
          200: json({
            type: 'array',
            items: {
              type: 'object',
              properties: { id: { type: 'string', format: 'uuid' } },
              required: ['id'],
            },
          }),
        },
      },
      post: { summary: 'Submit a project', responses: {} },
    },
    '/api/projects/{id}/comments/stream': {
      get: {
        summary: 'Comment changes',
        deprecated: true,
        responses: { 200: { description: 'Events', content: { 'text/event-stream': {} } } },
      },
    },
    '/api/me/projects': { get: { summary: 'My projects', responses: {} } },
    '/api/admin/projects': { get: { summary: 'All projects', responses: {} } },
    '/api/auth/session': { get: { summary: 'Current session', responses: {} } },
    '/api/dev/wallets': { get: { summary: 'Local chain test wallets', responses: {} } },
    '/api/secret': { get: { security: [{ cookieAuth: [] }], responses: {} } },
    '/api/openapi.json': { get: { responses: {} } },
    '/api/comments/{id}': { delete: { responses: {} } },
    '/health': { get: { responses: {} } },
  },
};

describe('publicReadEndpoints', () => {
  it('lists only the public GET endpoints under /api, sorted by path', () => {
    expect(publicReadEndpoints(document).map((endpoint) => endpoint.path)).toEqual([
      '/api/health',
      '/api/projects',
      '/api/projects/{id}/comments/stream',
      '/api/tokens/{mint}',
    ]);
  });

  it('describes each response field by its dotted path, type and whether it is always there', () => {
    const [health] = publicReadEndpoints(document);
    expect(health).toMatchObject({ method: 'GET', summary: 'Service health: database and chain' });
    expect(health?.responses.map((response) => response.status)).toEqual(['200', '503']);
    expect(health?.responses[0]?.fields).toEqual([
      { name: 'ok', type: 'boolean', required: true },
      { name: 'db', type: 'object', required: true },
      { name: 'db.status', type: '"up" | "down"', required: true },
      { name: 'db.kind', type: '"pglite" | "postgres"', required: true },
    ]);
  });

  it('follows $ref, walks into arrays and marks nullable fields', () => {
    const token = publicReadEndpoints(document).find((e) => e.path === '/api/tokens/{mint}');
    expect(token?.tags).toEqual(['tokens']);
    expect(token?.parameters).toEqual([
      { name: 'mint', location: 'path', required: true, type: 'string' },
    ]);
    expect(token?.responses[0]?.fields).toEqual([
      { name: 'name', type: 'string | null', required: false },
      { name: 'trades', type: 'object[]', required: true },
      { name: 'trades[].signature', type: 'string', required: true },
      { name: 'trades[].sol_amount', type: 'integer', required: false, description: 'Lamports' },
    ]);
    expect(token?.responses[1]?.fields.map((field) => field.name)).toEqual([
      'error',
      'error.code',
      'error.message',
    ]);
  });

  it('describes query parameters and list bodies', () => {
    const projects = publicReadEndpoints(document).find((e) => e.path === '/api/projects');
    expect(projects?.parameters).toEqual([
      { name: 'q', location: 'query', required: false, type: 'string' },
      {
        name: 'sort',
        location: 'query',
        required: false,
        type: '"trending" | "newest"',
        description: 'Order of the list',
      },
    ]);
    expect(projects?.responses[0]).toMatchObject({
      bodyType: 'object[]',
      fields: [{ name: '[].id', type: 'string (uuid)', required: true }],
    });
  });

  it('marks a deprecated endpoint, and only that one', () => {
    const deprecated = publicReadEndpoints(document).filter((endpoint) => endpoint.deprecated);
    expect(deprecated.map((endpoint) => endpoint.path)).toEqual([
      '/api/projects/{id}/comments/stream',
    ]);
  });

  it('names the media type of a body that is not JSON', () => {
    const stream = publicReadEndpoints(document).find((e) => e.path.endsWith('/stream'));
    expect(stream?.responses[0]).toMatchObject({ mediaType: 'text/event-stream', fields: [] });
  });

  it.each([null, undefined, 'text', {}, { paths: [] }, { paths: { '/api/x': null } }])(
    'returns nothing for a document it cannot read (%j)',
    (input) => {
      expect(publicReadEndpoints(input)).toEqual([]);
    },
  );
});
