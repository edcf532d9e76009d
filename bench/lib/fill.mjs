// Fills the database with generated projects and comments, fast (generate_series, as the scale
// test does): names and descriptions from word lists, so search and compression see text rather
// than repeated strings; every deadline ahead, so no campaign settles during the run. A fill
// drops the projects table's secondary indexes, inserts in chunks and builds them again from the
// very definitions the migrations created (read from pg_indexes), as a bulk load does.

/** @typedef {{ query(text: string, params?: unknown[]): Promise<{ rows: any[] }> }} Sql */

/** Rows per INSERT: a stopped fill is stopped between two of them (or cancelled within one). */
const CHUNK = 100_000;

/** A fill or a load stopped by its step's time budget (bench/run.mjs), with what it was doing. */
export class StepStopped extends Error {}

// Name words; "dragon" is the search figure's term (about 3% of names hold it).
const NAME_WORDS = (
  'pepe doge frog moon rocket shiba cat wojak chad based giga bonk floki kitty panda whale ' +
  'shark tiger llama otter goose duck hamster banana pizza taco waffle noodle pickle turbo ' +
  'hyper mega ultra super tiny fat sad happy angry sleepy laser ninja pirate wizard robot ' +
  'alien zombie ghost king queen baby papa mama uncle degen ape bull bear diamond golden ' +
  'cosmic astro dragon yeti'
).split(' ');
const TEXT_WORDS = (
  'the a community coin meme for of and to with holders token fair launch no team ' +
  'allocation liquidity locked burned vibes only solana fastest chain built by degens ' +
  'friends every trade feeds treasury charity memes daily art collection raffles staking ' +
  'rewards roadmap phase one two listing partners grow strong weekly contest funny viral ' +
  'videos stickers merch store game arcade leaderboard season drop we are'
).split(' ');
const LOGOS = '🐸 🐶 🐱 🚀 🌙 🦈 🐳 🦍 🍌 🍕 👽 🤖 🐉 💎 🔥 🐼'.split(' ');

const textArray = (/** @type {string[]} */ words) =>
  `array[${words.map((w) => `'${w}'`).join(',')}]::text[]`;

export const SEARCH_TERM = 'dragon';
const MINT = 'GrD8LK84ETz6KdnjUoinoHjESNCoXZ5qsEMnqarXpump';
const CREATOR = '9sgFEksAX1m4vyXnNW5ACbse9MyJyWDngjhaSD2E4qXE';

/**
 * Inserts generated projects numbered from..to (inclusive) with one status.
 * @param {Sql} sql @param {number} from @param {number} to @param {'approved' | 'pending'} status
 */
async function insertProjects(sql, from, to, status) {
  if (to < from) return;
  const salt = status === 'approved' ? 0 : 7919;
  await sql.query(`
    with w as (select ${textArray(NAME_WORDS)} as names, ${textArray(TEXT_WORDS)} as words,
                      ${textArray(LOGOS)} as logos)
    insert into projects (name, description, logo, token_address, creator_wallet, status,
      funding_goal_units, current_funding_units, risk_score, deadline, investor_count,
      likes_count, comments_count, created_at)
    select
      initcap(w.names[(1 + abs(hashint4(i + ${salt})::bigint) % ${NAME_WORDS.length})::int]) || ' ' ||
        initcap(w.names[(1 + abs(hashint4(i * 3 + ${salt})::bigint) % ${NAME_WORDS.length})::int]) || ' ' || i,
      (select string_agg(w.words[(1 + abs(hashint4(i * 64 + k + ${salt})::bigint) % ${TEXT_WORDS.length})::int], ' ')
         from generate_series(1, 12 + i % 12) as k),
      w.logos[1 + i % ${LOGOS.length}],
      '${MINT}', '${CREATOR}', '${status}',
      (50 + (i % 8) * 25)::bigint * 1000000000,
      (abs(hashint4(i * 7 + ${salt})::bigint) % 1000)::bigint * 100000000,
      (array['Low', 'Medium', 'High'])[1 + i % 3],
      now() + (1 + i % 60) * interval '1 day' + (i % 86400) * interval '1 second',
      abs(hashint4(i * 11)::bigint) % 50, abs(hashint4(i * 13)::bigint) % 200, abs(hashint4(i * 17)::bigint) % 30,
      now() - i * interval '37 seconds'
    from generate_series(${from}, ${to}) as i, w`);
}

/** @param {Sql} sql @returns {Promise<{ approved: number, pending: number }>} */
export async function projectCounts(sql) {
  const { rows } = await sql.query(
    `select count(*) filter (where status = 'approved')::int as approved,
            count(*) filter (where status = 'pending')::int as pending from projects`,
  );
  return { approved: rows[0].approved, pending: rows[0].pending };
}

/**
 * @typedef {object} FillResult
 * @property {number} inserted      projects inserted (approved and pending)
 * @property {number} insertSeconds the INSERTs
 * @property {number} indexSeconds  dropping and building the secondary indexes again
 * @property {number} seconds       all of it, ANALYZE included
 */

/**
 * Grows the projects table to `approved` approved projects (the bench project included) plus
 * one pending project for every ten approved, then refreshes the planner's statistics.
 * `signal`: when it aborts, the fill stops before its next statement (`cancel` is called to stop
 * the running one) and throws StepStopped saying how far it got; the secondary indexes are then
 * missing, so nothing should run on the database after a stopped fill.
 * @param {Sql} sql @param {number} approved
 * @param {{ signal?: AbortSignal, cancel?: () => Promise<void> }} [options]
 * @returns {Promise<FillResult>}
 */
export async function growProjects(sql, approved, { signal, cancel } = {}) {
  const started = performance.now();
  let total = 0;
  let inserted = 0;
  let doing = '';
  const stopped = (/** @type {unknown} */ cause) =>
    new StepStopped(
      `${doing}${total > 0 ? ` (${inserted} of ${total} projects inserted)` : ''}`,
      cause === undefined ? undefined : { cause },
    );
  const onAbort = () => void cancel?.().catch(() => {});
  signal?.addEventListener('abort', onAbort, { once: true });
  /**
   * Runs one statement of the fill; stopped (StepStopped) when the signal has aborted before it
   * or while it ran (the cancelled statement's error is its cause).
   * @template T @param {string} what @param {() => Promise<T>} run @returns {Promise<T>}
   */
  const step = async (what, run) => {
    doing = what;
    if (signal?.aborted) throw stopped(undefined);
    try {
      return await run();
    } catch (error) {
      throw signal?.aborted ? stopped(error) : error;
    }
  };
  try {
    const now = await step('counting the projects', () => projectCounts(sql));
    const batches = [
      ...chunks(now.approved + 1, approved, 'approved'),
      ...chunks(now.pending + 1, Math.floor(approved / 10), 'pending'),
    ];
    total = batches.reduce((sum, b) => sum + b.to - b.from + 1, 0);
    const indexes = await step('reading the secondary indexes', () => secondaryIndexes(sql));
    let indexSeconds = 0;
    let t = performance.now();
    for (const index of indexes) {
      await step(`dropping ${index.name}`, () => sql.query(`drop index "${index.name}"`));
    }
    indexSeconds += (performance.now() - t) / 1000;
    t = performance.now();
    for (const batch of batches) {
      await step(`inserting ${batch.status} projects ${batch.from}-${batch.to}`, () =>
        insertProjects(sql, batch.from, batch.to, batch.status),
      );
      inserted += batch.to - batch.from + 1;
    }
    const insertSeconds = (performance.now() - t) / 1000;
    t = performance.now();
    for (const index of indexes) {
      await step(`building ${index.name}`, () => sql.query(index.definition));
    }
    indexSeconds += (performance.now() - t) / 1000;
    await step('analyze projects', () => sql.query('analyze projects'));
    return { inserted, insertSeconds, indexSeconds, seconds: (performance.now() - started) / 1000 };
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}

/** @param {number} from @param {number} to @param {'approved' | 'pending'} status */
function chunks(from, to, status) {
  const list = [];
  for (let start = from; start <= to; start += CHUNK) {
    list.push({ from: start, to: Math.min(to, start + CHUNK - 1), status });
  }
  return list;
}

/**
 * The projects table's indexes that no constraint owns (not the primary key): the ones a bulk
 * load may drop and build again. Their definitions are the migrations' own.
 * @param {Sql} sql @returns {Promise<{ name: string, definition: string }[]>}
 */
async function secondaryIndexes(sql) {
  const { rows } = await sql.query(
    `select i.indexname as name, i.indexdef as definition
       from pg_indexes i
      where i.schemaname = current_schema() and i.tablename = 'projects'
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
      order by i.indexname`,
  );
  return rows;
}

/** The projects table's size on disk with its indexes and TOAST. @param {Sql} sql */
export async function projectsTableBytes(sql) {
  const { rows } = await sql.query(
    `select pg_total_relation_size('projects')::bigint::text as bytes`,
  );
  return Number(rows[0].bytes);
}

/**
 * The project the detail, comments and realtime figures use: approved, with `comments` comments
 * (newest first as the page shows them). Counted as one of the approved projects.
 * @param {Sql} sql @param {number} comments @returns {Promise<string>} its id
 */
export async function insertBenchProject(sql, comments) {
  const { rows } = await sql.query(
    `insert into projects (name, description, logo, token_address, creator_wallet, status,
       funding_goal_units, current_funding_units, deadline, investor_count, likes_count,
       comments_count)
     values ('Bench Frog', 'The frog every benchmark figure looks at: detail, comments, live comments.',
       '🐸', $1, $2, 'approved', 100000000000, 42000000000, now() + interval '20 days', 12, 150, $3)
     returning id`,
    [MINT, CREATOR, comments],
  );
  const id = rows[0].id;
  await sql.query(
    `insert into project_comments (project_id, user_id, comment, created_at)
     select $1, $2, 'Comment number ' || i || ': to the moon, frens. ' || md5(i::text),
       now() - i * interval '3 minutes'
     from generate_series(1, $3::int) as i`,
    [id, CREATOR, comments],
  );
  await sql.query('analyze project_comments');
  return id;
}
