import {
  buildLegitimacyStatement,
  SUBMIT_ERROR_CODES,
  SUBMIT_MESSAGES,
} from '@memetank/shared/api/submit';
import { normalizeLogo } from '@memetank/shared/links';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ChainError, type Chain } from '../src/chain/chain';
import { createLocalChain } from '../src/chain/local-chain';
import { associatedTokenAddress } from '../src/chain/token-program';
import { projects, userProjects } from '../src/db/schema';
import { demoProjects } from '../src/demo/seed-data';
import { FILE_NAME_PREFIX, STORED_NAME_PATTERN } from '../src/modules/uploads/file-kinds';
import { createTestApp, resetDatabase, signIn, type TestApp } from './helpers';
import { MINT } from './project-rows';
import {
  createMintWithFreezeAuthority,
  createMintWithPermanentDelegate,
  createToken,
  createUninitializedMint,
  funderOf,
} from './token-support';
import { createTestWallet, type TestWallet } from './wallet-signer';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('submitting a project', () => {
  let t: TestApp;
  let alice: TestWallet;
  let bob: TestWallet;
  let cookie: string;
  /** Alice's test token: 1,000,000 tokens of 6 decimals, all in her wallet. */
  let mint: string;

  /** A complete submission signed by `signer` for `wallet` (alice unless told). */
  async function submission(
    fields: Record<string, unknown> = {},
    options: {
      wallet?: string;
      signer?: TestWallet;
      timestamp?: string;
      statementName?: string;
    } = {},
  ): Promise<Record<string, unknown>> {
    const body: Record<string, unknown> = {
      tokenAddress: mint,
      investorTokenAllocation: 1000,
      projectName: 'Doge Rocket',
      description: 'To the moon',
      longDescription: 'A longer story about the rocket.',
      fundingGoal: 100,
      currency: 'SOL',
      riskScore: 'Medium',
      deadline: new Date(Date.now() + 10 * DAY_MS).toISOString(),
      ...fields,
    };
    const statement = buildLegitimacyStatement({
      wallet: options.wallet ?? alice.address,
      projectName: options.statementName ?? String(body.projectName),
      tokenMint: String(body.tokenAddress),
      timestamp: options.timestamp ?? new Date().toISOString(),
    });
    return {
      ...body,
      legitimacyStatement: statement,
      legitimacySignature: await (options.signer ?? alice).sign(statement),
    };
  }

  const submit = (payload: object, withCookie: string | null = cookie) =>
    t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: withCookie ? { cookie: withCookie } : {},
      payload,
    });

  beforeAll(async () => {
    alice = await createTestWallet();
    bob = await createTestWallet();
    t = await createTestApp();
    const chain = t.app.services.chain;
    mint = await createToken(chain, funderOf(chain), { owner: alice.address });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.database);
    cookie = await signIn(t.app, alice);
  });

  it('refuses a submission without a signed-in wallet', async () => {
    const response = await submit(await submission(), null);
    expect(response.statusCode).toBe(401);
  });

  it('runs the submit checks in order and answers with their words', async () => {
    const steps: [Record<string, unknown>, string, { description: string }][] = [
      [{}, 'TOKEN_REQUIRED', SUBMIT_MESSAGES.tokenRequired],
      [{ tokenAddress: MINT }, 'PROJECT_NAME_REQUIRED', SUBMIT_MESSAGES.nameRequired],
      [
        { tokenAddress: MINT, projectName: 'Doge' },
        'DESCRIPTION_REQUIRED',
        SUBMIT_MESSAGES.descriptionRequired,
      ],
      [
        { tokenAddress: MINT, projectName: 'Doge', description: 'Moon' },
        'LONG_DESCRIPTION_REQUIRED',
        SUBMIT_MESSAGES.longDescriptionRequired,
      ],
      [
        { tokenAddress: MINT, projectName: 'Doge', description: 'Moon', longDescription: 'Long' },
        'FUNDING_GOAL_REQUIRED',
        SUBMIT_MESSAGES.fundingGoalRequired,
      ],
    ];
    for (const [payload, code, problem] of steps) {
      // A request that skips the browser: missing fields, no statement.
      const response = await submit(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code, message: problem.description } });
    }
    expect(SUBMIT_MESSAGES.tokenRequired.description).toBe(
      'Please enter a valid token mint address',
    );
  });

  it('reports the first failing check when several fail', async () => {
    const response = await submit({ tokenAddress: '   ', projectName: '', fundingGoal: 0 });
    expect(response.json().error.code).toBe('TOKEN_REQUIRED');
  });

  it('refuses a blank name, blank descriptions and a goal that is not above 0 or is below 1 SOL', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ projectName: '   ' }, 'Please enter a project name'],
      [{ description: ' \n ' }, 'Please enter a project description'],
      [{ longDescription: '  ' }, 'Please enter a detailed description'],
      [{ fundingGoal: 0 }, 'Please enter a valid funding goal'],
      [{ fundingGoal: -5 }, 'Please enter a valid funding goal'],
      [{ fundingGoal: 'lots' }, 'Please enter a valid funding goal'],
      [{ fundingGoal: '' }, 'Please enter a valid funding goal'],
      [{ fundingGoal: '0.0000000001' }, 'Please enter a valid funding goal'],
      [{ fundingGoal: '0.1' }, 'The funding goal must be at least 1 SOL'],
    ];
    for (const [fields, message] of cases) {
      const response = await submit(await submission(fields));
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
  });

  it('refuses a token mint that is not 32-44 base58 characters with the token words', async () => {
    for (const tokenAddress of ['abc', 'O0Il'.repeat(10), `${MINT}xxxxxxx`]) {
      const response = await submit(await submission({ tokenAddress }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'INVALID_TOKEN_MINT', message: 'Please enter a valid token mint address' },
      });
    }
  });

  it('refuses a short description longer than 200 characters', async () => {
    const response = await submit(await submission({ description: 'x'.repeat(201) }));
    expect(response.json().error.code).toBe('DESCRIPTION_TOO_LONG');
    const ok = await submit(await submission({ description: 'x'.repeat(200) }));
    expect(ok.statusCode).toBe(201);
  });

  it('refuses a deadline in the past or more than 30 days ahead ("Maximum 30 days from today")', async () => {
    const past = await submit(
      await submission({ deadline: new Date(Date.now() - DAY_MS).toISOString() }),
    );
    expect(past.json().error.code).toBe('PAST_DEADLINE');
    const far = await submit(
      await submission({ deadline: new Date(Date.now() + 40 * DAY_MS).toISOString() }),
    );
    expect(far.statusCode).toBe(400);
    expect(far.json()).toEqual({
      error: { code: 'INVALID_DEADLINE', message: 'Maximum 30 days from today' },
    });
    const garbage = await submit(await submission({ deadline: 'next tuesday' }));
    expect(garbage.json().error.code).toBe('INVALID_DEADLINE');
    const thirty = await submit(
      await submission({ deadline: new Date(Date.now() + 30 * DAY_MS).toISOString() }),
    );
    expect(thirty.statusCode).toBe(201);
  });

  it("counts the 30 days from the server's clock, the one deadlines pass by", async () => {
    const clock = t.app.services.clock;
    const ahead = 15 * DAY_MS;
    clock.advance(ahead / 1000);
    try {
      // 20 days after the server's now is within the window, though 35 after the wall clock's.
      const inWindow = await submit(
        await submission({ deadline: new Date(clock.now().getTime() + 20 * DAY_MS).toISOString() }),
      );
      expect(inWindow.statusCode, inWindow.body).toBe(201);
      // 5 days after the wall clock's now has already passed on the server's clock.
      const passed = await submit(
        await submission({ deadline: new Date(Date.now() + 5 * DAY_MS).toISOString() }),
      );
      expect(passed.json()).toEqual({
        error: { code: 'PAST_DEADLINE', message: 'Please choose a deadline in the future' },
      });
      const far = await submit(
        await submission({ deadline: new Date(clock.now().getTime() + 40 * DAY_MS).toISOString() }),
      );
      expect(far.json().error).toEqual({
        code: 'INVALID_DEADLINE',
        message: 'Maximum 30 days from today',
      });
    } finally {
      clock.advance(-ahead / 1000);
    }
  });

  it('refuses a link that is not http(s) and completes one typed without a scheme', async () => {
    const bad = await submit(await submission({ websiteUrl: 'javascript:alert(1)' }));
    expect(bad.json().error.code).toBe('INVALID_LINK');
    const ok = await submit(await submission({ twitterUrl: 'x.com/dogerocket' }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().project.twitterUrl).toBe('https://x.com/dogerocket');
  });

  describe('the signed legitimacy statement', () => {
    const signatureRequired = {
      error: {
        code: 'SIGNATURE_REQUIRED',
        message: 'You must sign the verification message to submit your project.',
      },
    };

    it('refuses a submission without a signature', async () => {
      const payload = { ...(await submission()), legitimacySignature: '' };
      expect((await submit(payload)).json()).toEqual(signatureRequired);
    });

    it('refuses a signature that does not verify', async () => {
      const payload = await submission();
      const other = await alice.sign('something else');
      expect((await submit({ ...payload, legitimacySignature: other })).json()).toEqual(
        signatureRequired,
      );
    });

    it('refuses a statement for another wallet, even signed by that wallet', async () => {
      const payload = await submission({}, { wallet: bob.address, signer: bob });
      const response = await submit(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(signatureRequired);
    });

    it("refuses alice's statement signed by bob's key", async () => {
      const payload = await submission({}, { signer: bob });
      expect((await submit(payload)).json()).toEqual(signatureRequired);
    });

    it('refuses a statement naming another project', async () => {
      const payload = await submission({}, { statementName: 'Another Project' });
      expect((await submit(payload)).json()).toEqual(signatureRequired);
    });

    it('refuses a statement signed more than 10 minutes ago', async () => {
      const payload = await submission(
        {},
        { timestamp: new Date(Date.now() - 11 * 60 * 1000).toISOString() },
      );
      expect((await submit(payload)).json()).toEqual(signatureRequired);
    });
  });

  it('saves a pending project with its user_projects row under review, statement and signature', async () => {
    const payload = await submission({
      fundingGoal: '1.1',
      twitterUrl: '',
      telegramUrl: '  ',
      projectName: '  Doge Rocket  ',
    });
    const response = await submit(payload);
    expect(response.statusCode).toBe(201);
    const { project } = response.json();
    expect(project).toMatchObject({
      name: 'Doge Rocket',
      status: 'pending',
      creatorWallet: alice.address,
      tokenAddress: mint,
      tokenProgram: 'token-2022',
      tokenDecimals: 6,
      tokenAllocation: '1000000000',
      tokenDeposit: 'awaiting',
      fundingGoal: 1.1,
      currentFunding: 0,
      investorCount: 0,
      upvotes: 0,
      likesCount: 0,
      logo: '/placeholder.svg',
      twitterUrl: null,
      telegramUrl: null,
      discordUrl: null,
      websiteUrl: null,
      pitchDeckUrl: null,
      deadline: payload.deadline,
      timeLeft: '10 days',
    });
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row?.fundingGoalUnits).toBe(1_100_000_000n);
    expect(row).toMatchObject({
      tokenProgram: 'token-2022',
      tokenDecimals: 6,
      tokenAllocation: '1000000000',
      tokenDeposit: 'awaiting',
    });
    expect(row?.legitimacyStatement).toBe(payload.legitimacyStatement);
    expect(row?.legitimacySignature).toBe(payload.legitimacySignature);
    const links = await t.database.db
      .select()
      .from(userProjects)
      .where(eq(userProjects.projectId, project.id));
    expect(links).toMatchObject([{ userId: alice.address, status: 'under_review' }]);
  });

  it('keeps the given logo (an uploaded file or the token image)', async () => {
    const path = '/uploads/project-logo-1732270000000.png';
    const uploaded = await submit(await submission({ logo: path }));
    expect(uploaded.json().project.logo).toBe(path);
    const image = await submit(await submission({ logo: 'https://ipfs.io/ipfs/abc' }));
    expect(image.json().project.logo).toBe('https://ipfs.io/ipfs/abc');
  });

  describe('the logo and the pitch deck', () => {
    const invalidLogo = {
      error: { code: 'INVALID_LOGO', message: SUBMIT_MESSAGES.invalidLogo.description },
    };
    const invalidPitchDeck = {
      error: { code: 'INVALID_PITCH_DECK', message: SUBMIT_MESSAGES.invalidPitchDeck.description },
    };

    it('refuses an "emoji" logo that is text, markup, a script URL or more than one emoji', async () => {
      for (const logo of [
        'javascript:1',
        '<img src=x>',
        'hello',
        'a',
        '1',
        '#',
        '🐸🐸',
        '🐸 🐸',
        '🐸a',
        ':)',
        '\u200B',
        '\uFE0F',
        '\u{1F1EB}\u{1F1F7}\u{1F1EB}',
        'data:image/png;base64,AAAA',
        '/etc/passwd',
        '/uploads/../db.sqlite',
        '/uploads/project-logo-1.png',
        '/uploads/pitch-deck-1732270000000.pdf',
        '/x"onerror="alert(1)',
        '//evil.example/logo.png',
        'http://',
      ]) {
        const response = await submit(await submission({ logo }));
        expect(response.statusCode, JSON.stringify(logo)).toBe(400);
        expect(response.json(), JSON.stringify(logo)).toEqual(invalidLogo);
      }
      expect(await t.database.db.select().from(projects)).toEqual([]);
    });

    it('accepts exactly one emoji, however many code points it has', async () => {
      for (const logo of ['🐸', '🚀', '👨‍👩‍👧‍👦', '👍🏽', '🇫🇷', '1️⃣', '🏳️‍🌈', '❤️', '🏴󠁧󠁢󠁳󠁣󠁴󠁿']) {
        const response = await submit(await submission({ logo: ` ${logo} ` }));
        expect(response.statusCode, logo).toBe(201);
        expect(response.json().project.logo).toBe(logo);
      }
    });

    it('accepts every logo and pitch deck name the upload route makes', async () => {
      // Named as POST /api/uploads names them: {prefix}-{timestamp}.{ext}, with a random suffix
      // when that name is taken.
      const named = (kind: 'logo' | 'pitch-deck', ext: string, suffix = '') => {
        const name = `${FILE_NAME_PREFIX[kind]}-${Date.now()}${suffix}.${ext}`;
        expect(name).toMatch(STORED_NAME_PATTERN);
        return `/uploads/${name}`;
      };
      const pairs = [
        [named('logo', 'png'), named('pitch-deck', 'pdf')],
        [named('logo', 'jpg', '-0a1b2c3d'), named('pitch-deck', 'ppt', '-ffffffff')],
        [named('logo', 'gif'), named('pitch-deck', 'pptx')],
        [named('logo', 'webp'), named('pitch-deck', 'pdf', '-12345678')],
      ];
      for (const [logo, pitchDeckUrl] of pairs) {
        const response = await submit(await submission({ logo, pitchDeckUrl }));
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json().project).toMatchObject({ logo, pitchDeckUrl });
      }
    });

    it('refuses a pitch deck that is not a file uploaded here', async () => {
      for (const pitchDeckUrl of [
        'https://deck.example/deck.pdf',
        'http://deck.example/deck.pdf',
        'javascript:alert(1)',
        'data:application/pdf;base64,AAAA',
        '/uploads/pitch-deck-1.pdf',
        '/uploads/pitch-deck-1732270000000.exe',
        '/uploads/project-logo-1732270000000.png',
        '/uploads/../pitch-deck-1732270000000.pdf',
        '/pitch-deck-1732270000000.pdf',
        '//evil.example/uploads/pitch-deck-1732270000000.pdf',
        'pitch-deck-1732270000000.pdf',
      ]) {
        const response = await submit(await submission({ pitchDeckUrl }));
        expect(response.statusCode, pitchDeckUrl).toBe(400);
        expect(response.json(), pitchDeckUrl).toEqual(invalidPitchDeck);
      }
      for (const pitchDeckUrl of [
        '/uploads/pitch-deck-1732270000000.pdf',
        ' /uploads/pitch-deck-1732270000000-0a1b2c3d.pptx ',
      ]) {
        const response = await submit(await submission({ pitchDeckUrl }));
        expect(response.statusCode, pitchDeckUrl).toBe(201);
        expect(response.json().project.pitchDeckUrl).toBe(pitchDeckUrl.trim());
      }
    });

    it("keeps every demo project's logo valid under the logo rule", () => {
      for (const project of demoProjects) {
        expect(normalizeLogo(project.logo), project.key).toBe(project.logo);
      }
    });
  });

  it('refuses text with a lone surrogate in any field, in the one error shape', async () => {
    for (const field of ['projectName', 'description', 'longDescription', 'logo', 'websiteUrl']) {
      const response = await submit(await submission({ [field]: 'To the \uD83D moon' }));
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toEqual({
        error: {
          code: 'VALIDATION_ERROR',
          message: `Invalid body.${field}: The text contains an invalid character (a lone surrogate)`,
        },
      });
    }
    expect(await t.database.db.select().from(projects)).toEqual([]);
  });

  it('reads a name or description of only invisible characters as blank', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ projectName: '\u200B\u200D' }, 'PROJECT_NAME_REQUIRED'],
      [{ description: '\u2060\uFEFF ' }, 'DESCRIPTION_REQUIRED'],
      [{ longDescription: '\u00AD\n\u3164' }, 'LONG_DESCRIPTION_REQUIRED'],
    ];
    for (const [fields, code] of cases) {
      const response = await submit(await submission(fields));
      expect(response.statusCode, code).toBe(400);
      expect(response.json().error.code).toBe(code);
    }
  });

  it('writes the project and its user_projects row in one transaction', async () => {
    await t.database.db.execute(sql`
      create or replace function fail_user_projects() returns trigger language plpgsql as $$
      begin raise exception 'user_projects refused'; end $$`);
    await t.database.db.execute(sql`
      create trigger fail_user_projects before insert on user_projects
      for each row execute function fail_user_projects()`);
    try {
      const response = await submit(await submission());
      expect(response.statusCode).toBe(500);
      const rows = await t.database.db.select().from(projects);
      expect(rows).toEqual([]);
    } finally {
      await t.database.db.execute(sql`drop trigger fail_user_projects on user_projects`);
      await t.database.db.execute(sql`drop function fail_user_projects()`);
    }
  });
  describe('the mint, checked on the chain, and the tokens offered to investors', () => {
    const refusedWith = async (
      fields: Record<string, unknown>,
      code: keyof typeof SUBMIT_ERROR_CODES,
    ) => {
      const response = await submit(await submission(fields));
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json(), JSON.stringify(fields)).toEqual({
        error: { code, message: SUBMIT_ERROR_CODES[code].description },
      });
      expect(await t.database.db.select().from(projects)).toEqual([]);
      expect(await t.database.db.select().from(userProjects)).toEqual([]);
    };
    const fund = () => funderOf(t.app.services.chain);

    it('refuses a mint the chain has no account for with "Token Not Found"', async () => {
      // A valid address nobody created (a fresh wallet's).
      await refusedWith({ tokenAddress: (await createTestWallet()).address }, 'MINT_NOT_FOUND');
      expect(SUBMIT_ERROR_CODES.MINT_NOT_FOUND.description).toBe(
        'No token mint exists at this address on the configured Solana cluster.',
      );
    });

    it('refuses an account that is not a mint: a token account, a wallet, an uninitialized mint', async () => {
      const tokenAccount = await associatedTokenAddress(alice.address, mint, 'token-2022');
      await refusedWith({ tokenAddress: tokenAccount }, 'NOT_A_MINT');
      await fund()(bob.address, 1_000_000n);
      await refusedWith({ tokenAddress: bob.address }, 'NOT_A_MINT');
      const uninitialized = await createUninitializedMint(
        t.app.services.chain,
        fund(),
        'spl-token',
      );
      await refusedWith({ tokenAddress: uninitialized }, 'NOT_A_MINT');
    });

    it('refuses a mint with a freeze authority, of either program', async () => {
      for (const program of ['spl-token', 'token-2022'] as const) {
        const frozen = await createMintWithFreezeAuthority(t.app.services.chain, fund(), {
          freezeAuthority: alice.address,
          program,
        });
        await refusedWith({ tokenAddress: frozen }, 'FREEZE_AUTHORITY');
      }
    });

    it('refuses the configured USDC mint and wrapped SOL as the project\'s token ("Not a Project Token")', async () => {
      const wrappedSol = 'So11111111111111111111111111111111111111112';
      for (const tokenAddress of [t.app.services.usdcMint, wrappedSol]) {
        await refusedWith({ tokenAddress }, 'CURRENCY_MINT');
      }
      expect(SUBMIT_ERROR_CODES.CURRENCY_MINT).toEqual({
        title: 'Not a Project Token',
        description:
          'This is the mint of a currency campaigns are paid in (USDC or wrapped SOL), not a project’s token. Enter your project’s own token mint.',
      });
    });

    it('refuses a Token-2022 mint with a permanent delegate (it could take the escrowed tokens)', async () => {
      const delegated = await createMintWithPermanentDelegate(
        t.app.services.chain,
        fund(),
        alice.address,
      );
      await refusedWith({ tokenAddress: delegated }, 'UNSAFE_EXTENSIONS');
    });

    it('refuses an allocation that is not a positive whole number of tokens', async () => {
      for (const investorTokenAllocation of [
        undefined,
        '',
        '  ',
        0,
        '0',
        -5,
        '-5',
        1.5,
        '1.5',
        '1,000',
        '1e3',
        'ten',
      ]) {
        await refusedWith({ investorTokenAllocation }, 'ALLOCATION_REQUIRED');
      }
    });

    it("refuses more tokens than the creator's wallet holds, and takes exactly what it holds", async () => {
      await refusedWith({ investorTokenAllocation: 1_000_001 }, 'ALLOCATION_TOO_LARGE');
      await refusedWith(
        { investorTokenAllocation: '99999999999999999999' },
        'ALLOCATION_TOO_LARGE',
      );
      const all = await submit(await submission({ investorTokenAllocation: '1000000' }));
      expect(all.statusCode, all.body).toBe(201);
      expect(all.json().project.tokenAllocation).toBe('1000000000000');
    });

    it('refuses any allocation from a wallet that holds none of the mint', async () => {
      const bobCookie = await signIn(t.app, bob);
      const response = await submit(
        await submission({ investorTokenAllocation: 1 }, { wallet: bob.address, signer: bob }),
        bobCookie,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('ALLOCATION_TOO_LARGE');
      expect(await t.database.db.select().from(projects)).toEqual([]);
    });

    it('accepts an SPL Token mint of 0 decimals whose mint authority is live (shown as a risk)', async () => {
      const chain = t.app.services.chain;
      const spl = await createToken(chain, fund(), {
        owner: alice.address,
        program: 'spl-token',
        decimals: 0,
        supply: 10n,
        revokeMintAuthority: false,
      });
      const response = await submit(
        await submission({ tokenAddress: spl, investorTokenAllocation: '10' }),
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().project).toMatchObject({
        tokenProgram: 'spl-token',
        tokenDecimals: 0,
        tokenAllocation: '10',
        tokenDeposit: 'awaiting',
      });
    });

    it('answers 502 CHAIN_ERROR and stores nothing when the chain cannot answer', async () => {
      const local = await createLocalChain();
      const down: Chain = {
        ...local,
        kind: local.kind,
        chainId: local.chainId,
        getAccount: () => Promise.reject(new ChainError('HTTP error! status: 503')),
      };
      const offline = await createTestApp({ database: t.database, chain: down });
      try {
        const response = await offline.app.inject({
          method: 'POST',
          url: '/api/projects',
          headers: { cookie: await signIn(offline.app, alice) },
          payload: await submission(),
        });
        expect(response.statusCode).toBe(502);
        expect(response.json()).toEqual({
          error: { code: 'CHAIN_ERROR', message: SUBMIT_MESSAGES.chainUnavailable.description },
        });
        expect(await t.database.db.select().from(projects)).toEqual([]);
      } finally {
        await offline.close();
      }
    });
  });
});
