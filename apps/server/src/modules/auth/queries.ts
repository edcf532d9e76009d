// The sign-in nonces: issued once, used (deleted) once, dropped when expired.
import { eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authNonces } from '../../db/schema';

/** Stores a new nonce, dropping those expired before `now`. */
export async function storeNonce(
  db: Database,
  nonce: { nonce: string; address: string; message: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.delete(authNonces).where(lt(authNonces.expiresAt, now));
  await db.insert(authNonces).values(nonce);
}

/** Deleting the nonce is what uses it: a second attempt with the same proof finds nothing. */
export async function consumeNonce(db: Database, nonce: string) {
  const [issued] = await db.delete(authNonces).where(eq(authNonces.nonce, nonce)).returning();
  return issued;
}
