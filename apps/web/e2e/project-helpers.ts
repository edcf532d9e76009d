// Projects the e2e specs create for themselves (so the demo data stays whole): the creator makes a
// real test token on the local chain (POST /api/dev/tokens), submits straight through the API with
// a signed legitimacy statement and the tokens offered to investors, the demo admin approves, and
// the creator deposits those tokens in escrow (the campaign opens only then).
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { buildLegitimacyStatement } from '../../../packages/shared/src/api/submit';
import type {
  PrepareTokenDepositResponse,
  SubmitTokenDepositResponse,
} from '../../../packages/shared/src/api/token-escrow';
import {
  installFakePhantom,
  signWireTransaction,
  type FakePhantom,
  type FakePhantomOptions,
} from './fake-phantom';
import { airdrop, connectPhantom, devWallets, session } from './wallet-helpers';

export interface NewProject {
  name: string;
  /** In `currency`. */
  fundingGoal?: number;
  /** SOL unless given. */
  currency?: 'SOL' | 'USDC';
  deadlineInDays?: number;
  /** Whole tokens offered to investors (1,000,000 unless given). */
  investorTokens?: number;
  /** A mint the creator holds; a new test token (1,000,000,000 supply, 6 decimals) unless given. */
  mint?: string;
}

/** A request from `page`, with its session cookie: the status and the JSON body. */
export function call<T = unknown>(
  page: Page,
  method: string,
  url: string,
  body?: object,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const response = await fetch(url, {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, body: (await response.json()) as T };
    },
    { method, url, body },
  );
}

export interface TestTokenSpec {
  name?: string;
  symbol?: string;
  image?: string;
  /** Whole tokens minted to the signed-in wallet. */
  supply?: number;
  decimals?: number;
  revokeMintAuthority?: boolean;
}

/**
 * A real Token-2022 mint on the local chain, its supply in the wallet signed in on `page`
 * (POST /api/dev/tokens, as the dev wallet's form does); resolves to the mint.
 */
export async function createTestToken(page: Page, spec: TestTokenSpec = {}): Promise<string> {
  // The wallet chip shows before the sign-in's session cookie is set: wait for the session.
  await expect.poll(async () => (await session(page)).wallet, { timeout: 10_000 }).not.toBeNull();
  const answer = await call<{ mint: string }>(page, 'POST', '/api/dev/tokens', {
    name: spec.name ?? 'E2E Token',
    symbol: spec.symbol ?? 'E2E',
    ...(spec.image ? { image: spec.image } : {}),
    supply: spec.supply ?? 1_000_000_000,
    decimals: spec.decimals ?? 6,
    revokeMintAuthority: spec.revokeMintAuthority ?? true,
  });
  expect([200, 201], JSON.stringify(answer.body)).toContain(answer.status);
  return answer.body.mint;
}

/** The fake providers' origin: playwright.config.ts puts it 80 above the app's port. */
export function providerURL(): string {
  const port = Number(process.env.E2E_PROVIDER_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 80);
  return `http://127.0.0.1:${port}`;
}

/** fake-providers.mjs's behaviours, named by the mint prefix that has them. */
export type ProviderBehaviour = 'Fai1' | 'Gone' | 'Done' | 'Quiet' | 'Lost' | 'Brkn' | 'Xss';

/** From now on the fake providers answer for `mint` as for mints starting with `like`. */
export async function providersTreat(
  request: APIRequestContext,
  mint: string,
  like: ProviderBehaviour,
): Promise<void> {
  const response = await request.post(`${providerURL()}/e2e/mints`, { data: { mint, like } });
  expect(response.status()).toBe(200);
}

/**
 * Submits a pending project as `creator`, whose wallet is connected and signed in on `page`, with
 * a test token it creates first unless `project.mint` is given; resolves to the project's id and
 * its mint.
 */
export async function submitTokenProject(
  page: Page,
  creator: FakePhantom,
  project: NewProject,
): Promise<{ id: string; mint: string }> {
  const mint = project.mint ?? (await createTestToken(page, { name: project.name.slice(0, 32) }));
  // Days from the server's clock, which earlier specs may have moved forward.
  const now = await serverNow(page.request);
  const statement = buildLegitimacyStatement({
    wallet: creator.address,
    projectName: project.name,
    tokenMint: mint,
    timestamp: new Date().toISOString(),
  });
  const signature = Buffer.from(await creator.sign(new TextEncoder().encode(statement))).toString(
    'base64',
  );
  const answer = await call<{ project: { id: string } }>(page, 'POST', '/api/projects', {
    tokenAddress: mint,
    projectName: project.name,
    description: `${project.name}: a project made by the e2e tests.`,
    longDescription: 'Made by the e2e tests.',
    fundingGoal: project.fundingGoal ?? 120,
    currency: project.currency ?? 'SOL',
    deadline: new Date(
      now.getTime() + (project.deadlineInDays ?? 10) * 24 * 3600 * 1000,
    ).toISOString(),
    investorTokenAllocation: String(project.investorTokens ?? 1_000_000),
    legitimacyStatement: statement,
    legitimacySignature: signature,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { id: answer.body.project.id, mint };
}

/** submitTokenProject, for tests that only need the pending project's id. */
export async function submitProject(
  page: Page,
  creator: FakePhantom,
  project: NewProject,
): Promise<string> {
  return (await submitTokenProject(page, creator, project)).id;
}

/** The demo admin approves the project (in a browser context of its own). */
export async function approveProject(
  browser: Browser,
  request: APIRequestContext,
  projectId: string,
): Promise<void> {
  const admin = await signedInPage(browser, {
    solanaSecretKey: await devKey(request, 'Demo admin'),
    isAdmin: true,
  });
  const approved = await call(admin.page, 'POST', `/api/admin/projects/${projectId}/status`, {
    status: 'approved',
  });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  await admin.context.close();
}

/**
 * The creator, signed in on `page`, deposits the investors' tokens through the API: the server's
 * transaction, signed by the fake Phantom's key, then submitted (the creator gets 2 SOL from the
 * faucet first). Resolves to the prepared deposit and its signature.
 */
export async function depositTokens(
  page: Page,
  creator: FakePhantom,
  projectId: string,
): Promise<PrepareTokenDepositResponse & { signature: string }> {
  // The creator pays the fee and the rent of the escrow's token account: SOL from the faucet.
  await airdrop(page.request, creator.address);
  const prepared = await call<PrepareTokenDepositResponse>(
    page,
    'POST',
    `/api/projects/${projectId}/token-deposit/prepare`,
  );
  expect(prepared.status, JSON.stringify(prepared.body)).toBe(200);
  const transaction = await signWireTransaction(creator, prepared.body.transaction);
  const submitted = await call<SubmitTokenDepositResponse>(
    page,
    'POST',
    `/api/projects/${projectId}/token-deposit`,
    { transaction },
  );
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  expect(submitted.body.tokenDeposit).toBe('deposited');
  return { ...prepared.body, signature: submitted.body.signature };
}

/**
 * The demo admin moves the server's clock forward (POST /api/dev/clock, the admin's: what is due
 * settles), signed in in a browser context of its own; resolves to the clock's new "now".
 */
export async function advanceServerClock(
  browser: Browser,
  request: APIRequestContext,
  seconds: number,
): Promise<Date> {
  const admin = await signedInPage(browser, {
    solanaSecretKey: await devKey(request, 'Demo admin'),
    isAdmin: true,
  });
  try {
    const moved = await call<{ now: string }>(admin.page, 'POST', '/api/dev/clock', {
      advanceSeconds: seconds,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    return new Date(moved.body.now);
  } finally {
    await admin.context.close();
  }
}

/** The server's "now" (GET /api/clock: it runs ahead of the real one once a spec moved it). */
export async function serverNow(request: APIRequestContext): Promise<Date> {
  const response = await request.get('/api/clock');
  expect(response.status()).toBe(200);
  return new Date(((await response.json()) as { now: string }).now);
}

/** What `owner` holds of `mint` on the local chain, in base units. */
export async function tokenBalance(
  request: APIRequestContext,
  owner: string,
  mint: string,
): Promise<bigint> {
  const response = await request.get(`/api/wallets/${owner}/tokens/${mint}`);
  expect(response.status()).toBe(200);
  return BigInt(((await response.json()) as { amount: string }).amount);
}

/** The secret key of one of the local chain's dev wallets ("Demo admin", "Demo user", ...). */
export async function devKey(request: APIRequestContext, label: string): Promise<Uint8Array> {
  const wallet = (await devWallets(request)).find((entry) => entry.label === label) as
    { secretKey?: string } | undefined;
  if (!wallet?.secretKey) throw new Error(`The server lists no "${label}" dev wallet key`);
  return new Uint8Array(Buffer.from(wallet.secretKey, 'base64'));
}

/** A new browser context whose page has a fake Phantom connected and signed in. */
export async function signedInPage(
  browser: Browser,
  options: FakePhantomOptions & { isAdmin?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; wallet: FakePhantom }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const wallet = await installFakePhantom(page, options);
  await page.goto('/');
  await connectPhantom(page, wallet.address);
  // Connecting signs in; the session must be there before the first write.
  await expect
    .poll(() => session(page))
    .toEqual({ wallet: wallet.address, isAdmin: Boolean(options.isAdmin) });
  return { context, page, wallet };
}
