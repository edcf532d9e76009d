// The figures of a run: each one a value with its unit, set against a ceiling, a baseline or a
// target measured or fixed in the same run, the ratio value / against, and the target it has to
// reach when the issue sets one. Printed as a table, written as JSON.

/**
 * @typedef {object} Against
 * @property {'ceiling' | 'baseline' | 'target'} kind
 * @property {string} name
 * @property {number} value
 */

/**
 * @typedef {object} Figure
 * @property {string} id
 * @property {string} label
 * @property {number} value
 * @property {string} unit
 * @property {Against | null} against
 * @property {number | null} ratio   value / against.value
 * @property {{ text: string, met: boolean } | null} target
 * @property {Record<string, unknown>} [detail]
 */

export class Figures {
  /** @type {Figure[]} */
  list = [];

  /**
   * @param {{ id: string, label: string, value: number, unit: string, against?: Against | null,
   *   target?: { text: string, test: (figure: { value: number, ratio: number | null }) => boolean },
   *   detail?: Record<string, unknown> }} figure
   */
  add(figure) {
    const against = figure.against ?? null;
    const ratio =
      against && Number.isFinite(against.value) && against.value !== 0
        ? figure.value / against.value
        : null;
    this.list.push({
      id: figure.id,
      label: figure.label,
      value: figure.value,
      unit: figure.unit,
      against,
      ratio,
      target: figure.target
        ? { text: figure.target.text, met: figure.target.test({ value: figure.value, ratio }) }
        : null,
      ...(figure.detail ? { detail: figure.detail } : {}),
    });
  }

  /** Ids of `expected` with no finite value (or a non-finite ceiling/baseline). */
  missing(/** @type {string[]} */ expected) {
    return expected.filter((id) => {
      const figure = this.list.find((f) => f.id === id);
      if (!figure || !Number.isFinite(figure.value)) return true;
      return figure.against !== null && !Number.isFinite(figure.against.value);
    });
  }
}

/** @param {number} value @param {string} unit */
export function formatValue(value, unit) {
  if (!Number.isFinite(value)) return String(value);
  if (unit === 'B') {
    if (value >= 1e6) return `${(value / 1e6).toFixed(2)} MB`;
    if (value >= 1e3) return `${(value / 1e3).toFixed(1)} kB`;
    return `${value} B`;
  }
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return `${value.toFixed(digits)} ${unit}`.trim();
}

/** @param {Figure[]} figures @returns {string[][]} */
function rows(figures) {
  return figures.map((f) => [
    f.label,
    formatValue(f.value, f.unit),
    f.against ? `${f.against.name}: ${formatValue(f.against.value, f.unit)}` : '',
    f.ratio === null ? '' : f.ratio.toFixed(f.ratio < 0.1 ? 4 : 2),
    f.target ? `${f.target.met ? 'met' : 'NOT met'} (${f.target.text})` : '',
  ]);
}

const HEADER = ['figure', 'value', 'ceiling / baseline / target', 'ratio', 'target'];

/** A plain-text table for the terminal. @param {Figure[]} figures */
export function textTable(figures) {
  const all = [HEADER, ...rows(figures)];
  const widths = HEADER.map((_, i) => Math.max(...all.map((row) => (row[i] ?? '').length)));
  return all.map((row) => row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')).join('\n');
}

/** The same table in Markdown, for bench/README.md. @param {Figure[]} figures */
export function markdownTable(figures) {
  const line = (/** @type {string[]} */ cells) => `| ${cells.join(' | ')} |`;
  return [line(HEADER), line(HEADER.map(() => '---')), ...rows(figures).map(line)].join('\n');
}
