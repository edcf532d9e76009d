// The server killed with SIGKILL in the middle of writes on its embedded database (PGlite in
// DATA_DIR), then started again on the same data directory: it opens cleanly (the dead process's
// lock is taken over, PostgreSQL recovers its WAL), every write answered 2xx is there once, and no
// row is half-written (a project without its user_projects row, a like count off its rows).
// Real server processes (`node src/main.ts`, started by server-process.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildLegitimacyStatement } from '@memetank/shared/api/submit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { databaseKind } from './helpers';
import {
  signInOver,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from './server-process';
import { createTestWallet, type TestWallet } from './wallet-signer';

const DAY_MS = 86_400_000;

/** A server on PGlite in `dataDir`, with `adminWallet` as its admin. */
function startServer(dataDir: string, adminWallet: string): Promise<ServerProcess> {
  return startServerProcess('faults-kill', {
    DATA_DIR: dataDir,
    ADMIN_WALLETS: adminWallet,
    DATABASE_URL: undefined,
  });
}

async function call(
  server: ServerProcess,
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

/** A test token of the writer's own on the server's local chain (submissions need a real mint). */
async function createMint(server: ServerProcess, cookie: string): Promise<string> {
  const created = await call(server, 'POST', '/api/dev/tokens', {
    cookie,
    body: { name: 'Kill Frog', symbol: 'KILL', supply: 1_000_000 },
  });
  expect(created.status).toBe(200);
  return String(created.body.mint);
}

async function submission(wallet: TestWallet, projectName: string, mint: string) {
  const legitimacyStatement = buildLegitimacyStatement({
    wallet: wallet.address,
    projectName,
    tokenMint: mint,
    timestamp: new Date().toISOString(),
  });
  return {
    tokenAddress: mint,
    investorTokenAllocation: 1_000,
    projectName,
    description: 'Written while the server was killed',
    longDescription: 'A project submitted during a SIGKILL of the server.',
    fundingGoal: 10,
    currency: 'SOL',
    riskScore: 'Medium',
    deadline: new Date(Date.now() + 10 * DAY_MS).toISOString(),
    legitimacyStatement,
    legitimacySignature: await wallet.sign(legitimacyStatement),
  };
}

describe.runIf(databaseKind === 'pglite')(
  'the server killed (SIGKILL) during writes on PGlite',
  () => {
    let dataDir: string;
    let first: ServerProcess | undefined;
    let second: ServerProcess | undefined;
    let database: DatabaseHandle | undefined;
    let projectId: string;
    const createdComments: string[] = [];
    const createdProjects: string[] = [];
    let secondExit: number | null = null;
    let commentAfterRestart = '';

    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'memetank-kill-'));
      const admin = await createTestWallet();
      first = await startServer(dataDir, admin.address);
      const adminCookie = await signInOver(first, admin);
      const writers = await Promise.all(Array.from({ length: 4 }, () => createTestWallet()));
      const cookies = await Promise.all(writers.map((wallet) => signInOver(first!, wallet)));
      const mints: string[] = [];
      for (const cookie of cookies) mints.push(await createMint(first, cookie!));

      const submitted = await call(first, 'POST', '/api/projects', {
        cookie: cookies[0],
        body: await submission(writers[0]!, 'Kill Test Frog', mints[0]!),
      });
      expect(submitted.status).toBe(201);
      projectId = (submitted.body.project as { id: string }).id;
      const approved = await call(first, 'POST', `/api/admin/projects/${projectId}/status`, {
        cookie: adminCookie,
        body: { status: 'approved' },
      });
      expect(approved.status).toBe(200);

      // Writers comment, like, unlike and submit until the process dies under them.
      const server = first;
      const writer = async (wallet: TestWallet, cookie: string, index: number) => {
        for (let n = 0; ; n += 1) {
          try {
            if (n % 3 === 0) {
              const response = await call(server, 'POST', `/api/projects/${projectId}/comments`, {
                cookie,
                body: { comment: `kill comment ${index}-${n}` },
              });
              if (response.status === 201) createdComments.push(String(response.body.id));
            } else if (n % 3 === 1) {
              await call(server, n % 2 ? 'PUT' : 'DELETE', `/api/projects/${projectId}/like`, {
                cookie,
              });
            } else {
              const response = await call(server, 'POST', '/api/projects', {
                cookie,
                body: await submission(wallet, `Kill Project ${index}-${n}`, mints[index]!),
              });
              if (response.status === 201) {
                createdProjects.push((response.body.project as { id: string }).id);
              }
            }
          } catch {
            return; // The server is gone.
          }
        }
      };
      const load = Promise.all(writers.map((wallet, i) => writer(wallet, cookies[i]!, i)));
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      first.child.kill('SIGKILL');
      await load;

      second = await startServer(dataDir, admin.address);
      const again = await signInOver(second, writers[1]!);
      const comment = await call(second, 'POST', `/api/projects/${projectId}/comments`, {
        cookie: again,
        body: { comment: 'after the restart' },
      });
      expect(comment.status).toBe(201);
      commentAfterRestart = String(comment.body.id);
      secondExit = await stopServerProcess(second);
      database = await openDatabase({ kind: 'pglite', dataDir }, { migrate: false });
    }, 240_000);

    afterAll(async () => {
      await database?.close();
      first?.child.kill('SIGKILL');
      await stopServerProcess(second);
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await database!.db.execute(query)) as { rows: T[] }).rows;

    it('starts again on the same data directory and shuts down cleanly', () => {
      expect(createdComments.length).toBeGreaterThan(0);
      expect(second?.output()).toContain('MemeTank is running at');
      expect(secondExit).toBe(0);
      expect(commentAfterRestart).not.toBe('');
    });

    it('keeps every comment and project answered 2xx before the kill, once', async () => {
      const comments = await rows<{ id: string }>(
        sql`select id::text as id from project_comments where project_id = ${projectId}`,
      );
      const commentIds = comments.map((row) => row.id);
      for (const id of [...createdComments, commentAfterRestart]) {
        expect(commentIds.filter((x) => x === id)).toHaveLength(1);
      }
      const projectIds = (await rows<{ id: string }>(sql`select id::text as id from projects`)).map(
        (row) => row.id,
      );
      for (const id of createdProjects) expect(projectIds.filter((x) => x === id)).toHaveLength(1);
      console.log(
        `kill: ${createdComments.length} comments and ${createdProjects.length} projects answered ` +
          `2xx before SIGKILL; ${commentIds.length} comments and ${projectIds.length} projects on disk`,
      );
    });

    it('leaves no half-written row: each project has its user_projects row, like counts match', async () => {
      expect(
        await rows(sql`select p.id from projects p
        where not exists (select 1 from user_projects u where u.project_id = p.id)`),
      ).toEqual([]);
      expect(
        await rows(sql`select u.project_id from user_projects u
        where not exists (select 1 from projects p where p.id = u.project_id)`),
      ).toEqual([]);
      expect(
        await rows(sql`select p.id from projects p
        where p.likes_count <> (select count(*) from project_likes l where l.project_id = p.id)`),
      ).toEqual([]);
    });
  },
);
