// The growth section of a run's results: each figure measured at several sizes (10k, 100k and,
// in a full run, 1M projects) in one row, with the factor from each size to the next, so a reader
// sees what scales and what does not. Also the steps (each size's fill and API loads) with their
// time budgets and whether they finished or were stopped.
import { formatValue } from './figures.mjs';

/**
 * One step of a size (its fill or its API loads), run within a time budget (bench/run.mjs).
 * @typedef {object} Step
 * @property {string} name
 * @property {string} size           the size's label (10k, 100k, 1M)
 * @property {number} budgetSeconds  0 for a step not run
 * @property {number} seconds        how long it took (0 when not run)
 * @property {'done' | 'stopped' | 'failed' | 'skipped'} status
 * @property {string} note           what stopped it, failed or kept it from running
 */

/**
 * @typedef {object} GrowthRow
 * @property {string} label
 * @property {string} unit
 * @property {Record<string, number | null>} values  by size label; null when there is no value
 * @property {Record<string, string>} why            for a null value: why there is none
 * @property {(number | null)[]} factors  the value at each size over the value at the size
 *   before (one fewer than the sizes); null when either is missing
 */

/**
 * @typedef {object} RowSpec
 * @property {string} label
 * @property {string} unit
 * @property {(size: string) => string} id  the figure that holds the value at a size
 * @property {(figure: import('./figures.mjs').Figure) => number | null} pick
 * @property {string} [none]  why a figure that exists gives no value
 */

/**
 * The rows: the API figures of every endpoint, then the server's memory, the fill and the table.
 * @param {{ sizes: string[], figures: import('./figures.mjs').Figure[],
 *   endpoints: readonly (readonly [string, string])[], steps: Step[] }} options
 * @returns {GrowthRow[]}
 */
export function growthRows({ sizes, figures, endpoints, steps }) {
  const byId = new Map(figures.map((f) => [f.id, f]));
  /** @type {RowSpec[]} */
  const specs = [];
  for (const [key, label] of endpoints) {
    const api = (/** @type {string} */ metric) => (/** @type {string} */ size) =>
      `api.${key}.${size}.${metric}`;
    specs.push(
      { label: `${label}: req/s`, unit: 'req/s', id: api('rps'), pick: (f) => f.value },
      {
        label: `${label}: share of the HTTP ceiling`,
        unit: '',
        id: api('rps'),
        pick: (f) => f.ratio,
      },
      { label: `${label}: p99`, unit: 'ms', id: api('p99'), pick: (f) => f.value },
      {
        label: `${label}: database ceiling (its SQL in a bare pg loop), req/s`,
        unit: 'req/s',
        id: api('rps-vs-db'),
        pick: (f) => f.against?.value ?? null,
        none: 'no SQL',
      },
    );
  }
  specs.push(
    {
      label: 'Server RSS on PostgreSQL, idle after its start on the data',
      unit: 'MB',
      id: (size) => `rss.postgres.${size}.idle`,
      pick: (f) => f.value,
    },
    {
      label: 'Server RSS on PostgreSQL, peak under the list loads',
      unit: 'MB',
      id: (size) => `rss.postgres.${size}.load`,
      pick: (f) => f.value,
    },
    {
      label: 'Fill from the size before: seconds (inserts, indexes built, analyze)',
      unit: 's',
      id: (size) => `fill.${size}.seconds`,
      pick: (f) => f.value,
    },
    {
      label: 'Fill: projects inserted per second',
      unit: '/s',
      id: (size) => `fill.${size}.rate`,
      pick: (f) => f.value,
    },
    {
      label: 'Projects table with its indexes on disk',
      unit: 'B',
      id: (size) => `db.${size}.projects-bytes`,
      pick: (f) => f.value,
    },
  );
  return specs.map((spec) => {
    /** @type {Record<string, number | null>} */
    const values = {};
    /** @type {Record<string, string>} */
    const why = {};
    for (const size of sizes) {
      const figure = byId.get(spec.id(size));
      const value = figure ? spec.pick(figure) : null;
      values[size] = value !== null && Number.isFinite(value) ? value : null;
      if (values[size] === null) {
        why[size] = figure ? (spec.none ?? 'not measured') : missingBecause(steps, size);
      }
    }
    const factors = sizes.slice(1).map((size, i) => {
      const before = values[sizes[i] ?? ''] ?? null;
      const after = values[size] ?? null;
      return before !== null && after !== null && before !== 0 ? after / before : null;
    });
    return { label: spec.label, unit: spec.unit, values, why, factors };
  });
}

/** Why a size has no figure: a step of it stopped, failed or did not run. */
function missingBecause(/** @type {Step[]} */ steps, /** @type {string} */ size) {
  const step = steps.find((s) => s.size === size && s.status !== 'done');
  return step ? step.status : 'not measured';
}

/** @param {number | null} factor */
const formatFactor = (factor) =>
  factor === null ? '' : `x${factor.toFixed(factor >= 10 ? 1 : factor >= 0.1 ? 2 : 3)}`;

/** @param {{ sizes: string[], steps: Step[], rows: GrowthRow[] }} growth */
function tables({ sizes, steps, rows }) {
  const stepRows = steps.map((step) => [
    step.name,
    step.budgetSeconds > 0 ? `${step.budgetSeconds} s` : '',
    step.status === 'skipped' ? '' : `${step.seconds.toFixed(0)} s`,
    step.status === 'done' ? 'done' : step.note,
  ]);
  const figureRows = rows.map((row) => [
    row.label,
    ...sizes.map((size) => {
      const value = row.values[size];
      return value === null || value === undefined
        ? (row.why[size] ?? '')
        : row.unit === ''
          ? value.toFixed(value < 0.1 ? 4 : 2)
          : formatValue(value, row.unit);
    }),
    ...row.factors.map(formatFactor),
  ]);
  const factorHeads = sizes.slice(1).map((size, i) => `${sizes[i]} -> ${size}`);
  return {
    steps: { header: ['step', 'budget', 'took', 'outcome'], rows: stepRows },
    figures: { header: ['figure', ...sizes, ...factorHeads], rows: figureRows },
  };
}

const INTRO = (/** @type {string[]} */ sizes) =>
  `Each figure measured at ${sizes.join(', ')} approved projects: the same data grown step by ` +
  `step, the servers restarted on each size (sizes past the table's two are measured on ` +
  `PostgreSQL only, after everything else). A factor is the value at a size over the value at ` +
  `the size before: about x1 for a figure the number of projects does not change, below x1 for ` +
  `a throughput that falls, near the growth of the data for one that grows with it. "stopped" or ` +
  `"skipped": the size's step went over its time budget or did not run (see the steps).`;

/** The growth section in Markdown, for bench/results/latest.md. @param {Parameters<typeof tables>[0]} growth */
export function growthMarkdown(growth) {
  const { steps, figures } = tables(growth);
  const line = (/** @type {string[]} */ cells) => `| ${cells.join(' | ')} |`;
  const table = (/** @type {{ header: string[], rows: string[][] }} */ t) =>
    [line(t.header), line(t.header.map(() => '---')), ...t.rows.map(line)].join('\n');
  return [
    `## Growth: ${growth.sizes.join(', ')} projects`,
    '',
    INTRO(growth.sizes),
    '',
    table(steps),
    '',
    table(figures),
  ].join('\n');
}

/** The same for the terminal. @param {Parameters<typeof tables>[0]} growth */
export function growthText(growth) {
  const { steps, figures } = tables(growth);
  const table = (/** @type {{ header: string[], rows: string[][] }} */ t) => {
    const all = [t.header, ...t.rows];
    const widths = t.header.map((_, i) => Math.max(...all.map((row) => (row[i] ?? '').length)));
    return all
      .map((row) => row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '))
      .join('\n');
  };
  return [`Growth: ${growth.sizes.join(', ')} projects`, table(steps), '', table(figures)].join(
    '\n',
  );
}
