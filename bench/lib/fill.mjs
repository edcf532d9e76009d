// Fills the database with generated projects and comments, fast (generate_series, as the scale
// test does): names and descriptions from word lists, so search and compression see text rather
// than repeated strings; every deadline ahead, so no campaign settles during the run.

/** @typedef {{ query(text: string, params?: unknown[]): Promise<{ rows: any[] }> }} Sql */

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
 * Grows the projects table to `approved` approved projects (the bench project included) plus
 * one pending project for every ten approved, then refreshes the planner's statistics.
 * @param {Sql} sql @param {number} approved
 */
export async function growProjects(sql, approved) {
  const now = await projectCounts(sql);
  await insertProjects(sql, now.approved + 1, approved, 'approved');
  await insertProjects(sql, now.pending + 1, Math.floor(approved / 10), 'pending');
  await sql.query('analyze projects');
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
