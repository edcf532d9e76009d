import {
  nonceRequestSchema,
  nonceResponseSchema,
  sessionResponseSchema,
  verifyRequestSchema,
} from '@memetank/shared/api/auth';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { isAdmin, requireSession } from '../../auth/guards';
import { SESSION_COOKIE, clearSessionCookie, setSessionCookie } from '../../auth/sessions';
import { requestScheme } from '../../lib/origin-check';
import { issueNonce, signIn, signOut } from './service';

/**
 * The site a sign-in message names: PUBLIC_URL's when set, so a page on another host that relays
 * our API (a phishing proxy) gets a message naming our site, which the wallet then flags; without
 * it, the host the request was sent to.
 */
function signInSite(request: FastifyRequest, origin: string | null) {
  if (origin !== null) return { domain: new URL(origin).host, uri: origin };
  return { domain: request.host, uri: `${requestScheme(request)}://${request.host}` };
}

export async function authRoutes(app: AppInstance) {
  const { services } = app;
  const { chain, config } = services;
  const rateLimit = { max: config.rateLimit.authPerMinute, timeWindow: '1 minute' };

  app.post(
    '/api/auth/nonce',
    {
      config: { rateLimit },
      schema: {
        summary: 'A sign-in message to sign with the wallet (single use, 5 minutes)',
        tags: ['auth'],
        body: nonceRequestSchema,
        response: { 200: nonceResponseSchema },
      },
    },
    async (request) =>
      issueNonce(services, {
        address: request.body.address,
        ...signInSite(request, config.signInOrigin),
        chainId: chain.chainId,
      }),
  );

  app.post(
    '/api/auth/verify',
    {
      config: { rateLimit },
      schema: {
        summary:
          'Check the signed message and open a session (HttpOnly cookie), ending the one the browser held',
        tags: ['auth'],
        body: verifyRequestSchema,
        response: { 200: sessionResponseSchema },
      },
    },
    async (request, reply) => {
      const { wallet, token } = await signIn(
        services,
        { ...request.body, domain: signInSite(request, config.signInOrigin).domain },
        request.cookies[SESSION_COOKIE],
      );
      setSessionCookie(request, reply, token);
      return { wallet, isAdmin: isAdmin(app, wallet) };
    },
  );

  app.get(
    '/api/auth/session',
    {
      schema: {
        summary: 'The signed-in wallet, if any, and whether it is the admin',
        tags: ['auth'],
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => ({ wallet: request.wallet, isAdmin: isAdmin(app, request.wallet) }),
  );

  app.post(
    '/api/auth/logout',
    {
      config: { rateLimit },
      preHandler: requireSession,
      schema: {
        summary: 'End the session on the server',
        tags: ['auth'],
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await signOut(services, request.cookies[SESSION_COOKIE]);
      clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    },
  );
}
