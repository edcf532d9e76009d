// A client that knows only the API: it asks for the statement, signs it and submits. And the
// projects already using a token mint, as the submit form's warning reads them.
import { SUBMIT_ERROR_CODES, SUBMIT_MESSAGES } from '@memetank/shared/api/submit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, resetDatabase, signIn, type TestApp } from './helpers';
import { insertProject, MINT } from './project-rows';
import { associatedTokenAddress } from '../src/chain/token-program';
import { createMintWithFreezeAuthority, createToken, funderOf } from './token-support';
import { createTestWallet, type TestWallet } from './wallet-signer';

const DAY_MS = 24 * 60 * 60 * 1000;
const OTHER_MINT = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

describe('the legitimacy statement from the API', () => {
  let t: TestApp;
  let alice: TestWallet;
  let cookie: string;
  /** Alice's test token, for the submissions that go through. */
  let mint: string;

  const askStatement = (payload: object, withCookie: string | null = cookie) =>
    t.app.inject({
      method: 'POST',
      url: '/api/projects/statement',
      headers: withCookie ? { cookie: withCookie } : {},
      payload,
    });

  const submit = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/projects', headers: { cookie }, payload });

  const project = {
    tokenAddress: MINT,
    projectName: 'Doge Rocket',
    description: 'To the moon',
    longDescription: 'A longer story about the rocket.',
    fundingGoal: 100,
    deadline: new Date(Date.now() + 10 * DAY_MS).toISOString(),
  };

  beforeAll(async () => {
    alice = await createTestWallet();
    t = await createTestApp();
    mint = await createToken(t.app.services.chain, funderOf(t.app.services.chain), {
      owner: alice.address,
    });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.database);
    cookie = await signIn(t.app, alice);
  });

  it('gives the text to sign; signed and sent with the same name and mint, the project is submitted', async () => {
    const before = Date.now();
    const response = await askStatement({ projectName: ' Doge Rocket ', tokenAddress: mint });
    expect(response.statusCode).toBe(200);
    const { statement } = response.json() as { statement: string };
    expect(statement).toContain(`Wallet: ${alice.address}`);
    expect(statement).toContain('Project Name: Doge Rocket\n');
    expect(statement).toContain(`Token Mint: ${mint}\n`);
    const timestamp = Date.parse(/\nTimestamp: (.+)$/.exec(statement)?.[1] ?? '');
    expect(timestamp).toBeGreaterThanOrEqual(before - 1000);
    expect(timestamp).toBeLessThanOrEqual(Date.now());

    const submitted = await submit({
      ...project,
      tokenAddress: mint,
      investorTokenAllocation: 10,
      legitimacyStatement: statement,
      legitimacySignature: await alice.sign(statement),
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    expect(submitted.json().project).toMatchObject({ name: 'Doge Rocket', status: 'pending' });
  });

  it('still refuses any other wording, signed or not, with the signature words', async () => {
    const { statement } = (
      await askStatement({ projectName: 'Doge Rocket', tokenAddress: mint })
    ).json() as { statement: string };
    const reworded = statement.replace('I confirm', 'I state');
    const response = await submit({
      ...project,
      tokenAddress: mint,
      legitimacyStatement: reworded,
      legitimacySignature: await alice.sign(reworded),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'SIGNATURE_REQUIRED', message: SUBMIT_MESSAGES.signatureRequired.description },
    });
  });

  it('refuses a statement for another name than the one submitted', async () => {
    const { statement } = (
      await askStatement({ projectName: 'Another Name', tokenAddress: mint })
    ).json() as { statement: string };
    const response = await submit({
      ...project,
      tokenAddress: mint,
      legitimacyStatement: statement,
      legitimacySignature: await alice.sign(statement),
    });
    expect(response.json().error.code).toBe('SIGNATURE_REQUIRED');
  });

  it('is for signed-in wallets only', async () => {
    const response = await askStatement({ projectName: 'Doge', tokenAddress: MINT }, null);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
  });

  it('checks the token and the name first, with the submission words', async () => {
    const cases: [object, string, string][] = [
      [{}, 'TOKEN_REQUIRED', SUBMIT_MESSAGES.tokenRequired.description],
      [
        { projectName: 'Doge', tokenAddress: ' \u200b ' },
        'TOKEN_REQUIRED',
        SUBMIT_MESSAGES.tokenRequired.description,
      ],
      [{ tokenAddress: MINT }, 'PROJECT_NAME_REQUIRED', SUBMIT_MESSAGES.nameRequired.description],
      [
        { tokenAddress: MINT, projectName: '   ' },
        'PROJECT_NAME_REQUIRED',
        SUBMIT_MESSAGES.nameRequired.description,
      ],
      [
        { tokenAddress: 'abc', projectName: 'Doge' },
        'INVALID_TOKEN_MINT',
        SUBMIT_MESSAGES.tokenRequired.description,
      ],
    ];
    for (const [payload, code, message] of cases) {
      const response = await askStatement(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ error: { code, message } });
    }
  });

  it('then reads the mint on the chain, so that nobody signs for a mint the submission refuses', async () => {
    const chain = t.app.services.chain;
    const tokenAccount = await associatedTokenAddress(alice.address, mint, 'token-2022');
    const frozen = await createMintWithFreezeAuthority(chain, funderOf(chain), {
      freezeAuthority: alice.address,
    });
    for (const [tokenAddress, code] of [
      [(await createTestWallet()).address, 'MINT_NOT_FOUND'],
      [tokenAccount, 'NOT_A_MINT'],
      [frozen, 'FREEZE_AUTHORITY'],
    ] as const) {
      const response = await askStatement({ projectName: 'Doge', tokenAddress });
      expect(response.statusCode, code).toBe(400);
      expect(response.json()).toEqual({
        error: { code, message: SUBMIT_ERROR_CODES[code].description },
      });
    }
  });

  it('is described in the OpenAPI document: the route, and the template on POST /api/projects', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const statementRoute = document.paths['/api/projects/statement'].post;
    expect(statementRoute.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'tokenAddress',
    );
    const field =
      document.paths['/api/projects'].post.requestBody.content['application/json'].schema.properties
        .legitimacyStatement;
    expect(field.description).toContain('POST /api/projects/statement');
    expect(field.description).toContain(
      [
        'I confirm that the project I am submitting to MemeTank is legitimate and that I am authorized to submit it.',
        '',
        'Wallet: {wallet}',
        'Project Name: {projectName}',
        'Token Mint: {tokenAddress}',
        'Timestamp: {timestamp}',
      ].join('\n'),
    );
  });
});

describe('the projects already using a token mint', () => {
  let t: TestApp;
  let admin: TestWallet;
  let alice: TestWallet;
  let bob: TestWallet;
  /** A real mint alice holds, for the submission that goes through. */
  let aliceMint: string;

  const usesOf = (mint: string, cookie: string | null = null) =>
    t.app.inject({
      method: 'GET',
      url: `/api/projects/mint-uses/${mint}`,
      headers: cookie ? { cookie } : {},
    });

  beforeAll(async () => {
    admin = await createTestWallet();
    alice = await createTestWallet();
    bob = await createTestWallet();
    t = await createTestApp({ env: { ADMIN_WALLETS: admin.address } });
    aliceMint = await createToken(t.app.services.chain, funderOf(t.app.services.chain), {
      owner: alice.address,
    });
  });
  afterAll(() => t.close());
  beforeEach(() => resetDatabase(t.database));

  it('names the ones the asker may see and only counts the others', async () => {
    const listed = await insertProject(t.database, {
      name: 'Listed Doge',
      status: 'approved',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    const alicesPending = await insertProject(t.database, {
      name: 'Alice Pending',
      creatorWallet: alice.address,
      createdAt: new Date('2026-01-02T00:00:00Z'),
    });
    const bobsRejected = await insertProject(t.database, {
      name: 'Bob Rejected',
      status: 'rejected',
      creatorWallet: bob.address,
      createdAt: new Date('2026-01-03T00:00:00Z'),
    });
    await insertProject(t.database, { tokenAddress: OTHER_MINT, status: 'approved' });

    const visitor = await usesOf(MINT);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({
      projects: [{ id: listed.id, name: 'Listed Doge', status: 'approved' }],
      unlistedCount: 2,
    });

    const asAlice = (await usesOf(MINT, await signIn(t.app, alice))).json();
    expect(asAlice.projects.map((p: { id: string }) => p.id)).toEqual([
      listed.id,
      alicesPending.id,
    ]);
    expect(asAlice.unlistedCount).toBe(1);

    const asAdmin = (await usesOf(MINT, await signIn(t.app, admin))).json();
    expect(asAdmin.projects.map((p: { name: string }) => p.name)).toEqual([
      'Listed Doge',
      'Alice Pending',
      'Bob Rejected',
    ]);
    expect(asAdmin.projects[2]).toEqual({
      id: bobsRejected.id,
      name: 'Bob Rejected',
      status: 'rejected',
    });
    expect(asAdmin.unlistedCount).toBe(0);
  });

  it('answers an unused mint with nothing, and a malformed one with 400', async () => {
    expect((await usesOf(OTHER_MINT)).json()).toEqual({ projects: [], unlistedCount: 0 });
    expect((await usesOf('not-a-mint')).statusCode).toBe(400);
  });

  it('does not stop a submission reusing a listed mint', async () => {
    await insertProject(t.database, {
      name: 'Listed Doge',
      status: 'approved',
      tokenAddress: aliceMint,
    });
    const cookie = await signIn(t.app, alice);
    const { statement } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/projects/statement',
        headers: { cookie },
        payload: { projectName: 'Doge Again', tokenAddress: aliceMint },
      })
    ).json() as { statement: string };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie },
      payload: {
        tokenAddress: aliceMint,
        investorTokenAllocation: '10',
        projectName: 'Doge Again',
        description: 'Again',
        longDescription: 'Again, longer.',
        fundingGoal: 10,
        deadline: new Date(Date.now() + 5 * DAY_MS).toISOString(),
        legitimacyStatement: statement,
        legitimacySignature: await alice.sign(statement),
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const uses = (await usesOf(aliceMint, cookie)).json();
    expect(uses.projects.map((p: { name: string }) => p.name)).toEqual([
      'Listed Doge',
      'Doge Again',
    ]);
  });
});
