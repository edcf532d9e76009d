import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerShapeError, ApiError, apiRequest } from './api-client';

function answer(status: number, body: string, contentType = 'application/json') {
  const fetchMock = vi.fn(() =>
    Promise.resolve(
      new Response(body === '' ? null : body, { status, headers: { 'content-type': contentType } }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends JSON with the session cookie and returns the parsed answer', async () => {
    const fetchMock = answer(200, '{"nonce":"n","message":"m"}');
    await expect(
      apiRequest('/api/auth/nonce', { method: 'POST', body: { address: 'abc' } }),
    ).resolves.toEqual({ nonce: 'n', message: 'm' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/nonce',
      expect.objectContaining({
        method: 'POST',
        body: '{"address":"abc"}',
        credentials: 'include',
        headers: expect.objectContaining({ 'content-type': 'application/json' }),
      }),
    );
  });

  it('resolves to undefined on 204 No Content', async () => {
    answer(204, '');
    await expect(apiRequest('/api/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
  });

  it("throws an ApiError with the server's status, code and message", async () => {
    answer(502, '{"error":{"code":"CHAIN_ERROR","message":"RPC Error: node is behind"}}');
    const error = await apiRequest('/api/wallets/x/balance').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 502,
      code: 'CHAIN_ERROR',
      message: 'RPC Error: node is behind',
    });
  });

  it('says "HTTP error! status: {code}" when the error has no error shape', async () => {
    answer(503, '<html>Service Unavailable</html>', 'text/html');
    await expect(apiRequest('/api/health')).rejects.toMatchObject({
      status: 503,
      code: 'HTTP_ERROR',
      message: 'HTTP error! status: 503',
    });
  });

  it('throws a NETWORK_ERROR ApiError with status 0 when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('/api/health')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });

  it('returns the answer parsed by its schema when it matches', async () => {
    answer(200, '{"unread":3,"notInTheSchema":true}');
    const parsed = await apiRequest('/api/me/notifications/unread-count', {
      answer: 'unreadCount',
    });
    expect(parsed).toEqual({ unread: 3 });
  });

  it('throws in tests on an answer that breaks its schema, naming the path and the issue', async () => {
    answer(200, '{"unread":"three"}');
    const error = await apiRequest('/api/me/notifications/unread-count', {
      answer: 'unreadCount',
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AnswerShapeError);
    expect((error as Error).message).toBe(
      'The answer of /api/me/notifications/unread-count does not match its schema: unread: Invalid input: expected number, received string',
    );
  });
});
