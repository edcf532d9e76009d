// Projects the e2e specs create for themselves (so the demo data stays whole): submitted straight
// through the API by a connected creator with a signed legitimacy statement, and approved by the
// demo admin.
import { randomBytes } from 'node:crypto';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { buildLegitimacyStatement } from '../../../packages/shared/src/api/submit';
import {
  base58Encode,
  installFakePhantom,
  type FakePhantom,
  type FakePhantomOptions,
} from './fake-phantom';
import { connectPhantom, devWallets, session } from './wallet-helpers';

export interface NewProject {
  name: string;
  /** SOL. */
  fundingGoal?: number;
  deadlineInDays?: number;
}

/**
 * Submits a pending project as `creator`, whose wallet is connected and signed in on `page`;
 * resolves to the project's id.
 */
export async function submitProject(
  page: Page,
  creator: FakePhantom,
  project: NewProject,
): Promise<string> {
  const tokenMint = `Adm${base58Encode(randomBytes(32))}`.slice(0, 44);
  const statement = buildLegitimacyStatement({
    wallet: creator.address,
    projectName: project.name,
    tokenMint,
    timestamp: new Date().toISOString(),
  });
  const signature = Buffer.from(await creator.sign(new TextEncoder().encode(statement))).toString(
    'base64',
  );
  const answer = await page.evaluate(
    async (body) => {
      const response = await fetch('/api/projects', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    {
      tokenAddress: tokenMint,
      projectName: project.name,
      description: `${project.name}: a project made by the e2e tests.`,
      longDescription: 'Made by the e2e tests.',
      fundingGoal: project.fundingGoal ?? 120,
      deadline: new Date(
        Date.now() + (project.deadlineInDays ?? 10) * 24 * 3600 * 1000,
      ).toISOString(),
      legitimacyStatement: statement,
      legitimacySignature: signature,
    },
  );
  expect(answer.status).toBe(201);
  return (answer.body as { project: { id: string } }).project.id;
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
