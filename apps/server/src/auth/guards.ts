// Who is asking: every request gets `request.wallet` from its session cookie (or null), and the
// guards every write and admin route uses: requireSession (401) and requireAdmin (403).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import { SESSION_COOKIE, cachedSessionWallet, findSessionWallet } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in wallet, or null. */
    wallet: string | null;
  }
}

export const UNAUTHORIZED_MESSAGE = 'Please connect and sign in with your wallet first.';
export const FORBIDDEN_MESSAGE = 'Only the admin wallet may do this.';

export function registerSessionLookup(app: FastifyInstance): void {
  app.decorateRequest('wallet', null);
  // A callback hook: a session the cache answers for costs no promise on the hot path.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !request.url.startsWith('/api/')) return done();
    const { database, sessionCache } = app.services;
    const known = cachedSessionWallet(sessionCache, token);
    if (known !== undefined) {
      request.wallet = known;
      return done();
    }
    findSessionWallet({ db: database.db, cache: sessionCache }, token).then((wallet) => {
      request.wallet = wallet;
      done();
    }, done);
  });
}

export async function requireSession(request: FastifyRequest): Promise<void> {
  requireWallet(request);
}

/** The signed-in wallet, typed; 401 when there is none. Route handlers read the wallet this way. */
export function requireWallet(request: Pick<FastifyRequest, 'wallet'>): string {
  if (!request.wallet) throw new AppError(401, 'UNAUTHORIZED', UNAUTHORIZED_MESSAGE);
  return request.wallet;
}

export function isAdmin(app: FastifyInstance, wallet: string | null): boolean {
  return wallet !== null && app.services.adminWallets.has(wallet);
}

/** Who is asking, for the project visibility rule: the session's wallet and whether it is the admin. */
export function viewerOf(request: FastifyRequest): { wallet: string | null; isAdmin: boolean } {
  return { wallet: request.wallet, isAdmin: isAdmin(request.server, request.wallet) };
}

export async function requireAdmin(request: FastifyRequest): Promise<void> {
  await requireSession(request);
  if (!isAdmin(request.server, request.wallet)) {
    throw new AppError(403, 'FORBIDDEN', FORBIDDEN_MESSAGE);
  }
}
