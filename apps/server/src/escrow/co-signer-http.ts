// The co-signer as its own service (docs/decisions/078-two-of-three-custody.md, issue 37 point 2):
// it listens on loopback (or a private address) only, accepts a request only with the HMAC-SHA256
// of its timestamp and body under a secret it shares with the server (never open), and before it
// signs checks the payout itself (`payoutProblem`), that it has not signed this transaction before
// and that the day's outflows stay within its limit; it keeps its own audit log (one JSON line per
// request: signed or refused, with the reason) and that record is what it counts. The client is
// the `CoSigner` the server uses: an answer it cannot get is CoSignerUnavailable (payouts wait), a
// refusal CoSignerRefusal with the co-signer's reason.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { KeyPairSigner } from '@solana/kit';
import { decodeTransaction } from '../chain/transfer-transaction';
import {
  CoSignerRefusal,
  CoSignerUnavailable,
  createInProcessCoSigner,
  type CoSignRequest,
  type CoSigner,
  type CoSignerVault,
} from './co-signer';

/** A request older (or newer) than this is refused: a captured one cannot be replayed later. */
export const REQUEST_WINDOW_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const BODY_MAX_BYTES = 16_384;

const mac = (secret: string, timestamp: string, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** One line of the co-signer's audit log. */
interface AuditEntry {
  at: string;
  decision: 'signed' | 'refused';
  reason: string | null;
  kind: CoSignRequest['kind'] | null;
  to: string | null;
  mint: string | null;
  /** Lamports of SOL (wrapped SOL out of the vault) this payout moves. */
  lamports: string;
  /** SHA-256 of the transaction's message: the same payout is never signed twice. */
  message: string | null;
}

export interface CoSignerService {
  url: string;
  close(): Promise<void>;
}

/** Whether a listening address is loopback or private (RFC 1918, unique local): never public. */
export function isPrivateHost(host: string): boolean {
  return (
    host === '127.0.0.1' ||
    host === '::1' ||
    host === 'localhost' ||
    /^10\./.test(host) ||
    /^192\.168\./.test(host) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(host) ||
    /^f[cd][0-9a-f]{2}:/i.test(host)
  );
}

export async function startCoSignerService(options: {
  key: KeyPairSigner;
  vault: CoSignerVault;
  secret: string;
  host: string;
  port: number;
  auditLog: string;
  /** The most SOL (lamports) it co-signs out of the vault in 24 hours; larger needs the recovery key. */
  dailyLimitLamports: bigint;
  now?: () => number;
}): Promise<CoSignerService> {
  if (!isPrivateHost(options.host)) {
    throw new Error(
      `The co-signer listens on loopback or a private address only, not ${options.host}`,
    );
  }
  if (options.secret.length < 32)
    throw new Error('The co-signer secret must be 32 characters or more');
  const now = options.now ?? Date.now;
  const signer = createInProcessCoSigner(options.key, options.vault);

  const history = (): AuditEntry[] =>
    existsSync(options.auditLog)
      ? readFileSync(options.auditLog, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as AuditEntry)
      : [];
  const audit = (entry: Omit<AuditEntry, 'at'>) =>
    appendFileSync(
      options.auditLog,
      `${JSON.stringify({ at: new Date(now()).toISOString(), ...entry })}\n`,
      { mode: 0o600 },
    );

  /** The co-signed wire, or the reason to refuse (every decision written to the audit log). */
  async function decide(request: CoSignRequest): Promise<{ wire: string } | { refused: string }> {
    const transaction = decodeTransaction(
      new Uint8Array(Buffer.from(request.transaction, 'base64')),
    );
    const message = transaction
      ? createHash('sha256').update(new Uint8Array(transaction.messageBytes)).digest('hex')
      : null;
    let lamports: bigint;
    try {
      lamports =
        request.kind === 'sol'
          ? request.amounts.reduce((sum, amount) => sum + BigInt(amount), 0n)
          : BigInt(request.cost);
    } catch {
      // Unreadable amounts: payoutProblem refuses them.
      lamports = 0n;
    }
    const base = {
      kind: request.kind,
      to: request.to,
      mint: request.mint,
      lamports: lamports.toString(),
      message,
    };
    const refuse = (reason: string) => {
      audit({ ...base, decision: 'refused', reason });
      return { refused: reason };
    };
    const signed = history().filter((entry) => entry.decision === 'signed');
    if (message && signed.some((entry) => entry.message === message)) {
      return refuse('it signed this transaction before');
    }
    const since = now() - DAY_MS;
    const today = signed
      .filter((entry) => Date.parse(entry.at) > since)
      .reduce((sum, entry) => sum + BigInt(entry.lamports), 0n);
    if (today + lamports > options.dailyLimitLamports) {
      return refuse(
        `over the daily limit (${today} + ${lamports} > ${options.dailyLimitLamports} lamports): a larger release needs the recovery key`,
      );
    }
    try {
      const wire = await signer.coSign(request);
      audit({ ...base, decision: 'signed', reason: null });
      return { wire };
    } catch (error) {
      if (error instanceof CoSignerRefusal) return refuse(error.reason);
      throw error;
    }
  }

  const server: Server = createServer((req, res) => {
    const answer = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== '/co-sign')
      return answer(404, { refused: 'not found' });
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_MAX_BYTES) req.destroy();
      else chunks.push(chunk);
    });
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const timestamp = String(req.headers['x-memetank-timestamp'] ?? '');
      const given = Buffer.from(String(req.headers['x-memetank-signature'] ?? ''), 'hex');
      const expected = Buffer.from(mac(options.secret, timestamp, body), 'hex');
      const age = Math.abs(now() - Number(timestamp));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        audit({
          decision: 'refused',
          reason: 'not authenticated',
          kind: null,
          to: null,
          mint: null,
          lamports: '0',
          message: null,
        });
        return answer(401, { refused: 'not authenticated' });
      }
      if (!Number.isFinite(age) || age > REQUEST_WINDOW_MS) {
        return answer(401, { refused: 'the request is too old' });
      }
      let request: CoSignRequest;
      try {
        request = JSON.parse(body) as CoSignRequest;
      } catch {
        return answer(400, { refused: 'not a co-sign request' });
      }
      decide(request).then(
        (decision) => answer('wire' in decision ? 200 : 422, decision),
        () => answer(500, { refused: 'the co-signer failed' }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${host}:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The server's side: asks the co-signer service, authenticated, within `timeoutMs`. */
export function createHttpCoSigner(options: {
  url: string;
  secret: string;
  address: string;
  timeoutMs?: number;
}): CoSigner {
  return {
    address: options.address,
    async coSign(request) {
      const body = JSON.stringify(request);
      const timestamp = String(Date.now());
      let response: Response;
      try {
        response = await fetch(`${options.url}/co-sign`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-memetank-timestamp': timestamp,
            'x-memetank-signature': mac(options.secret, timestamp, body),
          },
          body,
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new CoSignerUnavailable(
          `The co-signer cannot be reached (${(error as Error).message})`,
        );
      }
      const answer = (await response.json().catch(() => ({}))) as {
        wire?: string;
        refused?: string;
      };
      if (response.ok && answer.wire) return answer.wire;
      if (response.status >= 500) {
        throw new CoSignerUnavailable(`The co-signer failed (HTTP ${response.status})`);
      }
      throw new CoSignerRefusal(answer.refused ?? `HTTP ${response.status}`);
    },
  };
}
