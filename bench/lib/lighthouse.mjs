// Lighthouse performance scores (mobile and desktop presets) in Debian's Chromium: the median of
// `runs` runs per page and preset. Mobile uses Lighthouse's simulated throttling (Moto G Power
// class CPU and slow 4G), desktop its desktop preset; both are computed, so machine noise moves
// them less than raw timings.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from './browser.mjs';
import { percentile } from './load.mjs';

/**
 * @typedef {object} LighthouseFigure
 * @property {number} score   0-100, the median run's
 * @property {number[]} scores every run's
 * @property {Record<string, number>} metrics  the median run's FCP, LCP, TBT, CLS, SI (ms or unitless)
 */

/**
 * @param {string[]} urls
 * @param {number} runs
 * @returns {Promise<Map<string, LighthouseFigure>>} keyed by `${preset} ${url}`
 */
export async function lighthouseScores(urls, runs) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROMIUM_FLAGS.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
  });
  /** @type {Map<string, LighthouseFigure>} */
  const figures = new Map();
  try {
    for (const preset of /** @type {const} */ (['mobile', 'desktop'])) {
      for (const url of urls) {
        /** @type {{ score: number, metrics: Record<string, number> }[]} */
        const results = [];
        for (let i = 0; i < runs; i += 1) {
          // A run now and then ends without a score (a trace Lighthouse could not read, no LCP
          // seen in time on a loaded machine): such a run is repeated, twice at most.
          /** @type {import('lighthouse').Result | undefined} */
          let lhr;
          /** @type {string[]} */
          const failures = [];
          for (let attempt = 0; attempt < 3 && !lhr; attempt += 1) {
            const result = await lighthouse(
              url,
              {
                port: chrome.port,
                output: 'json',
                logLevel: 'error',
                onlyCategories: ['performance'],
              },
              preset === 'desktop' ? desktopConfig : undefined,
            );
            if (typeof result?.lhr.categories.performance?.score === 'number') lhr = result.lhr;
            else failures.push(result?.lhr.runtimeError?.code ?? 'no result');
          }
          const score = lhr?.categories.performance?.score;
          if (!lhr || typeof score !== 'number') {
            throw new Error(
              `Lighthouse gave no performance score for ${url} (${preset}): ${failures.join(', ')}`,
            );
          }
          const metric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
          results.push({
            score: Math.round(score * 100),
            metrics: {
              fcpMs: metric('first-contentful-paint'),
              lcpMs: metric('largest-contentful-paint'),
              tbtMs: metric('total-blocking-time'),
              cls: metric('cumulative-layout-shift'),
              speedIndexMs: metric('speed-index'),
            },
          });
        }
        const scores = results.map((r) => r.score);
        const median = percentile(
          [...scores].sort((a, b) => a - b),
          50,
        );
        const chosen = results.find((r) => r.score === median) ?? results[0];
        figures.set(`${preset} ${url}`, {
          score: median,
          scores,
          metrics: chosen?.metrics ?? {},
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return figures;
}
