import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@/lib/router/router';
import { describe, expect, it, vi } from 'vitest';
import ApiReferenceRoute from './api-reference';

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/documentation/api-reference']}>
        <ApiReferenceRoute />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const openapi = {
  openapi: '3.0.3',
  paths: {
    '/api/health': {
      get: {
        summary: 'Service health: database and chain',
        responses: {
          200: {
            description: 'Default Response',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { ok: { type: 'boolean' } },
                  required: ['ok'],
                },
              },
            },
          },
        },
      },
    },
    '/api/projects/{id}/comments/stream': {
      get: { summary: 'Comment changes', deprecated: true, responses: {} },
    },
    '/api/me/projects': { get: { summary: 'My projects', responses: {} } },
  },
};

const respond = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );

describe('API Reference', () => {
  it('documents each public GET endpoint read from /api/openapi.json', async () => {
    const fetchMock = respond(200, openapi);
    renderPage();

    const card = (await screen.findByRole('heading', { name: /GET \/api\/health/ })).closest(
      'article',
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/openapi.json', expect.anything());
    expect(card).not.toBeNull();
    const article = within(card as HTMLElement);
    expect(article.getByText('Service health: database and chain')).toBeInTheDocument();
    expect(article.getByRole('rowheader', { name: 'ok' })).toBeInTheDocument();
    expect(article.getByText(/curl .*\/api\/health/)).toBeInTheDocument();
    expect(screen.queryByText('/api/me/projects')).not.toBeInTheDocument();
    expect(screen.queryByText(/Coming Soon/i)).not.toBeInTheDocument();
  });

  it('marks a deprecated endpoint as Deprecated, and no other', async () => {
    respond(200, openapi);
    renderPage();
    const stream = (
      await screen.findByRole('heading', { name: /GET \/api\/projects\/\{id\}\/comments\/stream/ })
    ).closest('article') as HTMLElement;
    expect(within(stream).getByText('Deprecated')).toBeInTheDocument();
    const health = screen
      .getByRole('heading', { name: /GET \/api\/health/ })
      .closest('article') as HTMLElement;
    expect(within(health).queryByText('Deprecated')).not.toBeInTheDocument();
  });

  it('explains the base URL and the error shape', async () => {
    respond(200, openapi);
    renderPage();
    expect(screen.getByText(`${window.location.origin}/api`)).toBeInTheDocument();
    expect(screen.getByText(/"error": \{\s+"code": "NOT_FOUND"/)).toBeInTheDocument();
    await screen.findByRole('heading', { name: /GET \/api\/health/ });
  });

  it('says so when the document cannot be loaded, with the server’s message and a retry', async () => {
    respond(503, { error: { code: 'UNAVAILABLE', message: 'Service unavailable' } });
    renderPage();
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();

    respond(200, openapi);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: /GET \/api\/health/ })).toBeInTheDocument();
  });
});
