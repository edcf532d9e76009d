// A valid GET /api/health answer for web tests (apiRequest checks it against its schema): a
// local chain and database, up, with the deployment's USDC mint when it names one.
import type { HealthResponse } from '@memetank/shared/api/health';

export function testHealth(usdcMint: string | null = null): HealthResponse {
  return {
    ok: true,
    db: { status: 'up', kind: 'pglite' },
    chain: { status: 'up', kind: 'local', cluster: { name: 'local', url: null }, usdcMint },
  };
}
