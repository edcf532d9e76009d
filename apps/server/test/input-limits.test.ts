// Every input has a limit: text fields at their length limit are accepted and one character over
// refused with a clear 400, links are http(s) only, amounts are finite, positive and bounded, and
// a body over 1 MB is refused before it is read.
import { COMMENT_MAX_LENGTH } from '@memetank/shared/api/comments';
import { INVEST_ERRORS } from '@memetank/shared/api/investing';
import { PROJECT_SEARCH_MAX } from '@memetank/shared/api/projects';
import { SUBMIT_MESSAGES, buildLegitimacyStatement } from '@memetank/shared/api/submit';
import {
  COUNT_MAX,
  CURRENT_FUNDING_MAX_SOL,
  CURSOR_MAX,
  FILE_URL_MAX,
  FUNDING_GOAL_MAX_SOL,
  FUNDING_GOAL_MIN_SOL,
  INVESTMENT_MAX_SOL,
  LINK_URL_MAX,
  LONG_DESCRIPTION_MAX,
  PROJECT_NAME_MAX,
  SHORT_DESCRIPTION_MAX,
} from '@memetank/shared/constants';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, resetDatabase, signIn, type TestApp } from './helpers';
import { insertProject } from './project-rows';
import { createToken, funderOf } from './token-support';
import { createTestWallet, type TestWallet } from './wallet-signer';

const DAY_MS = 24 * 60 * 60 * 1000;
const LINK_FIELDS = ['twitterUrl', 'telegramUrl', 'discordUrl', 'websiteUrl'] as const;
const BAD_LINKS = [
  'javascript:alert(document.cookie)',
  'JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'ftp://example.com/file',
];

/** A URL of exactly `length` characters. */
const urlOf = (length: number) => {
  const base = 'https://example.com/';
  return base + 'a'.repeat(length - base.length);
};

describe('input limits', () => {
  let t: TestApp;
  let alice: TestWallet;
  let admin: TestWallet;
  let cookie: string;
  /** Alice's test token: the mint every submission here names (1,000,000 of 6 decimals). */
  let mint: string;
  let adminCookie: string;

  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    who: string | null,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: who ? { cookie: who } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** A clear refusal: 400, the one error shape, and a message that says what is wrong. */
  function expectRefused(
    response: Awaited<ReturnType<typeof call>>,
    code: string,
    message: string | RegExp,
  ) {
    expect(response.statusCode, response.body).toBe(400);
    const { error } = response.json<{ error: { code: string; message: string } }>();
    expect(error.code).toBe(code);
    if (typeof message === 'string') expect(error.message).toBe(message);
    else expect(error.message).toMatch(message);
  }

  async function submission(fields: Record<string, unknown> = {}) {
    const body: Record<string, unknown> = {
      tokenAddress: mint,
      investorTokenAllocation: 1000,
      projectName: 'Doge Rocket',
      description: 'To the moon',
      longDescription: 'A longer story about the rocket.',
      fundingGoal: 100,
      deadline: new Date(Date.now() + 10 * DAY_MS).toISOString(),
      ...fields,
    };
    const statement = buildLegitimacyStatement({
      wallet: alice.address,
      projectName: String(body.projectName),
      tokenMint: mint,
      timestamp: new Date().toISOString(),
    });
    return {
      ...body,
      legitimacyStatement: statement,
      legitimacySignature: await alice.sign(statement),
    };
  }
  const submit = async (fields: Record<string, unknown>) =>
    call('POST', '/api/projects', cookie, await submission(fields));

  beforeAll(async () => {
    alice = await createTestWallet();
    admin = await createTestWallet();
    t = await createTestApp({ env: { ADMIN_WALLETS: admin.address } });
    mint = await createToken(t.app.services.chain, funderOf(t.app.services.chain), {
      owner: alice.address,
    });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.database);
    cookie = await signIn(t.app, alice);
    adminCookie = await signIn(t.app, admin);
  });

  describe('submitting a project', () => {
    it(`accepts a name of ${PROJECT_NAME_MAX} characters and refuses one more`, async () => {
      expect((await submit({ projectName: 'n'.repeat(PROJECT_NAME_MAX) })).statusCode).toBe(201);
      expectRefused(
        await submit({ projectName: 'n'.repeat(PROJECT_NAME_MAX + 1) }),
        'VALIDATION_ERROR',
        /^Invalid body\.projectName: .*200/,
      );
    });

    it(`accepts a short description of ${SHORT_DESCRIPTION_MAX} characters and refuses one more with the form's limit message`, async () => {
      const atLimit = await submit({ description: '🐸'.repeat(SHORT_DESCRIPTION_MAX) });
      expect(atLimit.statusCode).toBe(201);
      expectRefused(
        await submit({ description: 'd'.repeat(SHORT_DESCRIPTION_MAX + 1) }),
        'DESCRIPTION_TOO_LONG',
        SUBMIT_MESSAGES.descriptionTooLong.description,
      );
    });

    it(`accepts a detailed description of ${LONG_DESCRIPTION_MAX} characters and refuses one more`, async () => {
      const atLimit = await submit({ longDescription: 'l'.repeat(LONG_DESCRIPTION_MAX) });
      expect(atLimit.statusCode).toBe(201);
      expectRefused(
        await submit({ longDescription: 'l'.repeat(LONG_DESCRIPTION_MAX + 1) }),
        'VALIDATION_ERROR',
        /^Invalid body\.longDescription: .*20000/,
      );
    });

    it(`accepts links of ${LINK_URL_MAX} characters and refuses one more`, async () => {
      for (const field of LINK_FIELDS) {
        const atLimit = await submit({ [field]: urlOf(LINK_URL_MAX) });
        expect(atLimit.statusCode, field).toBe(201);
        expect(atLimit.json().project[field]).toBe(urlOf(LINK_URL_MAX));
        expectRefused(
          await submit({ [field]: urlOf(LINK_URL_MAX + 1) }),
          'VALIDATION_ERROR',
          new RegExp(`^Invalid body\\.${field}: .*${LINK_URL_MAX}`),
        );
      }
    });

    it(`accepts a logo URL of ${FILE_URL_MAX} characters and refuses a logo or pitch deck URL one more`, async () => {
      // A pitch deck is a file uploaded here, whose name is far shorter than the limit.
      expect((await submit({ logo: urlOf(FILE_URL_MAX) })).statusCode).toBe(201);
      for (const field of ['logo', 'pitchDeckUrl']) {
        expectRefused(
          await submit({ [field]: urlOf(FILE_URL_MAX + 1) }),
          'VALIDATION_ERROR',
          new RegExp(`^Invalid body\\.${field}: `),
        );
      }
    });

    it('refuses javascript:, data: and other non-http links with "Please enter a valid http(s) URL"', async () => {
      for (const field of LINK_FIELDS) {
        for (const link of BAD_LINKS) {
          expectRefused(
            await submit({ [field]: link }),
            'INVALID_LINK',
            SUBMIT_MESSAGES.invalidLink.description,
          );
        }
      }
      // A pitch deck is never a link at all, http(s) or not: only a file uploaded here.
      for (const link of [...BAD_LINKS, 'https://example.com/deck.pdf']) {
        expectRefused(
          await submit({ pitchDeckUrl: link }),
          'INVALID_PITCH_DECK',
          SUBMIT_MESSAGES.invalidPitchDeck.description,
        );
      }
    });

    it(`accepts a funding goal of ${FUNDING_GOAL_MIN_SOL} to ${FUNDING_GOAL_MAX_SOL} SOL and refuses less or more`, async () => {
      expect((await submit({ fundingGoal: FUNDING_GOAL_MAX_SOL })).statusCode).toBe(201);
      expect((await submit({ fundingGoal: FUNDING_GOAL_MIN_SOL })).statusCode).toBe(201);
      for (const goal of ['0.999999999', 0.5, '0.000000001']) {
        expectRefused(
          await submit({ fundingGoal: goal }),
          'FUNDING_GOAL_TOO_LOW',
          'The funding goal must be at least 1 SOL',
        );
      }
      for (const goal of [`${FUNDING_GOAL_MAX_SOL}.000000001`, FUNDING_GOAL_MAX_SOL + 1, 1e300]) {
        expectRefused(
          await submit({ fundingGoal: goal }),
          'FUNDING_GOAL_TOO_HIGH',
          SUBMIT_MESSAGES.fundingGoalTooHigh.description,
        );
      }
    });

    it('bounds a USDC goal at 1 to 1,000,000 USDC and says so in USDC', async () => {
      expect(
        (await submit({ currency: 'USDC', fundingGoal: FUNDING_GOAL_MIN_SOL })).statusCode,
      ).toBe(201);
      for (const goal of ['0.999999', 0.5]) {
        expectRefused(
          await submit({ currency: 'USDC', fundingGoal: goal }),
          'FUNDING_GOAL_TOO_LOW',
          'The funding goal must be at least 1 USDC',
        );
      }
      for (const goal of ['1000000.000001', FUNDING_GOAL_MAX_SOL + 1]) {
        expectRefused(
          await submit({ currency: 'USDC', fundingGoal: goal }),
          'FUNDING_GOAL_TOO_HIGH',
          'The funding goal can be at most 1,000,000 USDC',
        );
      }
    });

    it("refuses NaN, infinite, negative and zero funding goals with the form's message", async () => {
      for (const goal of ['NaN', 'Infinity', '-Infinity', '1e309', '-1', -1, 0, '0x10', '']) {
        expectRefused(
          await submit({ fundingGoal: goal }),
          'FUNDING_GOAL_REQUIRED',
          SUBMIT_MESSAGES.fundingGoalRequired.description,
        );
      }
    });
  });

  describe('the admin edit', () => {
    let projectId: string;
    const patch = (body: unknown) =>
      call('PATCH', `/api/admin/projects/${projectId}`, adminCookie, body);

    beforeEach(async () => {
      projectId = (await insertProject(t.database, { status: 'approved' })).id;
    });

    it('accepts each text field at its limit and refuses one more character', async () => {
      const limits: [string, number, string][] = [
        ['name', PROJECT_NAME_MAX, 'n'],
        ['description', SHORT_DESCRIPTION_MAX, 'd'],
        ['longDescription', LONG_DESCRIPTION_MAX, 'l'],
      ];
      for (const [field, max, char] of limits) {
        expect((await patch({ [field]: char.repeat(max) })).statusCode, field).toBe(200);
        expectRefused(
          await patch({ [field]: char.repeat(max + 1) }),
          'VALIDATION_ERROR',
          new RegExp(`^Invalid body\\.${field}: .*${max}`),
        );
      }
      for (const field of [...LINK_FIELDS, 'pitchDeckUrl', 'logo']) {
        const max = field === 'pitchDeckUrl' || field === 'logo' ? FILE_URL_MAX : LINK_URL_MAX;
        // A pitch deck is a file uploaded here, whose name is far shorter than the limit.
        if (field !== 'pitchDeckUrl') {
          expect((await patch({ [field]: urlOf(max) })).statusCode, field).toBe(200);
        }
        expectRefused(
          await patch({ [field]: urlOf(max + 1) }),
          'VALIDATION_ERROR',
          new RegExp(`^Invalid body\\.${field}: .*${max}`),
        );
      }
    });

    it('refuses javascript:, data: and other non-http links, and still clears a link with ""', async () => {
      for (const field of LINK_FIELDS) {
        for (const link of BAD_LINKS) {
          expectRefused(
            await patch({ [field]: link }),
            'VALIDATION_ERROR',
            `Invalid body.${field}: ${SUBMIT_MESSAGES.invalidLink.description}`,
          );
        }
        const cleared = await patch({ [field]: '' });
        expect(cleared.json().project[field]).toBeNull();
      }
      for (const link of [...BAD_LINKS, 'https://example.com/deck.pdf']) {
        expectRefused(
          await patch({ pitchDeckUrl: link }),
          'VALIDATION_ERROR',
          `Invalid body.pitchDeckUrl: ${SUBMIT_MESSAGES.invalidPitchDeck.description}`,
        );
      }
      const saved = await patch({
        websiteUrl: 'example.com/frog',
        pitchDeckUrl: '/uploads/pitch-deck-1732270000000.pdf',
      });
      expect(saved.json().project).toMatchObject({
        websiteUrl: 'https://example.com/frog',
        pitchDeckUrl: '/uploads/pitch-deck-1732270000000.pdf',
      });
    });

    it('bounds money: the goal from its minimum to its maximum; funding and investors are not editable', async () => {
      expect((await patch({ fundingGoal: FUNDING_GOAL_MAX_SOL })).statusCode).toBe(200);
      expect((await patch({ fundingGoal: FUNDING_GOAL_MIN_SOL })).statusCode).toBe(200);
      const refused: [string, unknown][] = [
        ['fundingGoal', FUNDING_GOAL_MAX_SOL + 1],
        ['fundingGoal', 0],
        ['fundingGoal', -1],
        ['fundingGoal', 'NaN'],
        ['fundingGoal', 'Infinity'],
        ['fundingGoal', FUNDING_GOAL_MIN_SOL - 0.000000001],
        ['currentFunding', 0],
        ['currentFunding', -0.5],
        ['currentFunding', CURRENT_FUNDING_MAX_SOL + 1],
        ['upvotes', COUNT_MAX + 1],
        ['upvotes', -1],
        ['investorCount', 0],
        ['investorCount', COUNT_MAX + 1],
        ['investorCount', 1.5],
      ];
      for (const [field, value] of refused) {
        expectRefused(
          await patch({ [field]: value }),
          'VALIDATION_ERROR',
          new RegExp(`^Invalid body\\.${field}: `),
        );
      }
      expect((await patch({ upvotes: COUNT_MAX })).statusCode).toBe(200);
    });

    it("bounds a USDC campaign's goal and says so in USDC; a SOL campaign's in SOL", async () => {
      const usdc = await insertProject(t.database, { status: 'approved', currency: 'USDC' });
      const patchUsdc = (body: unknown) =>
        call('PATCH', `/api/admin/projects/${usdc.id}`, adminCookie, body);
      expectRefused(
        await patchUsdc({ fundingGoal: 0.5 }),
        'VALIDATION_ERROR',
        'Invalid body.fundingGoal: The funding goal must be at least 1 USDC',
      );
      expectRefused(
        await patchUsdc({ fundingGoal: FUNDING_GOAL_MAX_SOL + 1 }),
        'VALIDATION_ERROR',
        'Invalid body.fundingGoal: The funding goal can be at most 1,000,000 USDC',
      );
      expectRefused(
        await patchUsdc({ fundingGoal: 1.0000001 }),
        'VALIDATION_ERROR',
        'Invalid body.fundingGoal: at most 6 decimals',
      );
      expect((await patchUsdc({ fundingGoal: FUNDING_GOAL_MAX_SOL })).json().project).toMatchObject(
        { fundingGoal: FUNDING_GOAL_MAX_SOL, currency: 'USDC' },
      );
      // The goal is bounded in the currency it is sent with.
      expectRefused(
        await patch({ currency: 'USDC', fundingGoal: 0.5 }),
        'VALIDATION_ERROR',
        'Invalid body.fundingGoal: The funding goal must be at least 1 USDC',
      );
      expectRefused(
        await patch({ fundingGoal: FUNDING_GOAL_MAX_SOL + 1 }),
        'VALIDATION_ERROR',
        'Invalid body.fundingGoal: The funding goal can be at most 1,000,000 SOL',
      );
      expectRefused(
        await patch({ fundingGoal: 0 }),
        'VALIDATION_ERROR',
        'Invalid body.fundingGoal: The funding goal must be at least 1 SOL',
      );
    });

    it('refuses an infinite amount written as 1e309 in the JSON', async () => {
      for (const field of ['fundingGoal', 'currentFunding']) {
        const response = await t.app.inject({
          method: 'PATCH',
          url: `/api/admin/projects/${projectId}`,
          headers: { cookie: adminCookie, 'content-type': 'application/json' },
          payload: `{"${field}": 1e309}`,
        });
        expectRefused(response, 'VALIDATION_ERROR', new RegExp(`^Invalid body\\.${field}: `));
      }
    });

    it('refuses a deadline PostgreSQL cannot store', async () => {
      for (const deadline of [
        '-271821-04-20T00:00:00.000Z',
        '+200000-01-01T00:00:00.000Z',
        'soon',
      ]) {
        expectRefused(await patch({ deadline }), 'VALIDATION_ERROR', /^Invalid body\.deadline: /);
      }
    });
  });

  describe('investing', () => {
    it(`takes ${INVESTMENT_MAX_SOL} SOL past the limit and refuses more, NaN, infinite, negative and zero amounts`, async () => {
      // Open for investment: its investors' tokens are (recorded as) deposited.
      const project = await insertProject(t.database, {
        status: 'approved',
        tokenAddress: mint,
        tokenProgram: 'token-2022',
        tokenDecimals: 6,
        tokenAllocation: '1000000000',
        tokenDeposit: 'deposited',
      });
      const prepare = (amountSol: unknown) =>
        call('POST', `/api/projects/${project.id}/investments/prepare`, cookie, {
          amount: amountSol,
        });
      // At the limit the amount is fine; this wallet just cannot pay it.
      expectRefused(
        await prepare(String(INVESTMENT_MAX_SOL)),
        'INSUFFICIENT_BALANCE',
        /^Insufficient balance/,
      );
      for (const amount of [INVESTMENT_MAX_SOL + 1, `${INVESTMENT_MAX_SOL}.000000001`, '1e300']) {
        const response = await prepare(amount);
        expect(response.statusCode, String(amount)).toBe(400);
        expect(['AMOUNT_TOO_LARGE', 'INVALID_AMOUNT']).toContain(response.json().error.code);
      }
      expectRefused(
        await prepare(INVESTMENT_MAX_SOL + 1),
        'AMOUNT_TOO_LARGE',
        INVEST_ERRORS.AMOUNT_TOO_LARGE,
      );
      for (const amount of ['NaN', 'Infinity', '-Infinity', '-1', -1, 0, '0', '', '1e309']) {
        expectRefused(await prepare(amount), 'INVALID_AMOUNT', INVEST_ERRORS.INVALID_AMOUNT);
      }
      const infinite = await t.app.inject({
        method: 'POST',
        url: `/api/projects/${project.id}/investments/prepare`,
        headers: { cookie, 'content-type': 'application/json' },
        payload: '{"amount": 1e309}',
      });
      expect(infinite.statusCode).toBe(400);
    });
  });

  describe('comments, search and cursors', () => {
    it(`accepts a comment of ${COMMENT_MAX_LENGTH} characters and refuses one more`, async () => {
      const project = await insertProject(t.database, { status: 'approved' });
      const post = (comment: string) =>
        call('POST', `/api/projects/${project.id}/comments`, cookie, { comment });
      expect((await post('c'.repeat(COMMENT_MAX_LENGTH))).statusCode).toBe(201);
      expectRefused(
        await post('c'.repeat(COMMENT_MAX_LENGTH + 1)),
        'VALIDATION_ERROR',
        /^Invalid body\.comment: .*2000/,
      );
    });

    it('refuses text PostgreSQL cannot store (a NUL character) with a 400, not a 500', async () => {
      const project = await insertProject(t.database, { status: 'approved' });
      const response = await call('POST', `/api/projects/${project.id}/comments`, cookie, {
        comment: 'a\u0000b',
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    });

    it(`accepts a search of ${PROJECT_SEARCH_MAX} characters and refuses one more`, async () => {
      for (const path of ['/api/projects', '/api/admin/projects']) {
        const atLimit = await call(
          'GET',
          `${path}?q=${'q'.repeat(PROJECT_SEARCH_MAX)}`,
          adminCookie,
        );
        expect(atLimit.statusCode, path).toBe(200);
        expectRefused(
          await call('GET', `${path}?q=${'q'.repeat(PROJECT_SEARCH_MAX + 1)}`, adminCookie),
          'VALIDATION_ERROR',
          new RegExp(`^Invalid querystring\\.q: .*${PROJECT_SEARCH_MAX}`),
        );
      }
    });

    it(`refuses a cursor over ${CURSOR_MAX} characters`, async () => {
      const project = await insertProject(t.database, { status: 'approved' });
      for (const path of ['/api/projects', `/api/projects/${project.id}/comments`]) {
        expectRefused(
          await call('GET', `${path}?cursor=${'c'.repeat(CURSOR_MAX + 1)}`, null),
          'VALIDATION_ERROR',
          new RegExp(`^Invalid querystring\\.cursor: .*${CURSOR_MAX}`),
        );
      }
    });

    it('refuses a body over 1 MB with a 413 in the error shape', async () => {
      const response = await call('POST', '/api/projects', cookie, {
        longDescription: 'x'.repeat(1024 * 1024),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        error: { code: expect.any(String), message: expect.any(String) },
      });
    });
  });
});
