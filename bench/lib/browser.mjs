// Page loads in Debian's Chromium (Playwright): the bytes a load transfers, the time to the first
// project card, and the scripts and stylesheets it fetched. Each load gets a fresh context (cold
// cache), as a first visit does.
import { chromium } from '@playwright/test';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * @typedef {object} PageLoad
 * @property {number} bytes         encoded bytes over the wire (headers and bodies), all requests
 * @property {number} dataBytes     the part of `bytes` the page fetched as data (fetch and XHR)
 * @property {number} firstCardMs   from navigation start to the first frame after the first card
 * @property {{ url: string, type: 'script' | 'stylesheet' }[]} assets  scripts and stylesheets
 * @property {number} requests
 */

// Runs in the page before its own scripts: when the first card is in the DOM, the next frame is
// the one that shows it.
const FIRST_CARD_PROBE = `
  window.__firstCard = null;
  new MutationObserver((_, observer) => {
    if (document.querySelector('[data-testid="project-card"]')) {
      observer.disconnect();
      requestAnimationFrame(() => { window.__firstCard = performance.now(); });
    }
  }).observe(document, { childList: true, subtree: true });`;

export async function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
}

/**
 * Loads `url` once; waits for the first card (when `waitForCard`) and then for the network to be
 * quiet (no request but event streams in flight for 500 ms, at most 15 s).
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{ waitForCard: boolean }} options
 * @returns {Promise<PageLoad>}
 */
export async function loadPage(browser, url, { waitForCard }) {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(FIRST_CARD_PROBE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    /** @type {Map<string, { received: number, finished: number | null, stream: boolean, data: boolean }>} */
    const requests = new Map();
    /** @type {PageLoad['assets']} */
    const assets = [];
    let lastActivity = performance.now();
    const entry = (/** @type {string} */ id) => {
      let found = requests.get(id);
      if (!found) {
        requests.set(id, (found = { received: 0, finished: null, stream: false, data: false }));
      }
      lastActivity = performance.now();
      return found;
    };
    cdp.on('Network.requestWillBeSent', (event) => entry(event.requestId));
    cdp.on('Network.responseReceived', (event) => {
      const found = entry(event.requestId);
      found.stream = event.response.mimeType === 'text/event-stream';
      found.data = event.type === 'Fetch' || event.type === 'XHR';
      if (event.type === 'Script') assets.push({ url: event.response.url, type: 'script' });
      if (event.type === 'Stylesheet') {
        assets.push({ url: event.response.url, type: 'stylesheet' });
      }
    });
    cdp.on('Network.dataReceived', (event) => {
      entry(event.requestId).received += event.encodedDataLength;
    });
    cdp.on('Network.loadingFinished', (event) => {
      entry(event.requestId).finished = event.encodedDataLength;
    });
    cdp.on('Network.loadingFailed', (event) => {
      entry(event.requestId).finished = 0;
    });

    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    let firstCardMs = NaN;
    if (waitForCard) {
      await page.waitForFunction(() => Reflect.get(globalThis, '__firstCard') !== null, undefined, {
        timeout: 60_000,
        polling: 50,
      });
      firstCardMs = Number(await page.evaluate(() => Reflect.get(globalThis, '__firstCard')));
    }
    const until = performance.now() + 15_000;
    for (;;) {
      const busy = [...requests.values()].some((r) => r.finished === null && !r.stream);
      if (!busy && performance.now() - lastActivity > 500) break;
      if (performance.now() > until) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    let bytes = 0;
    let dataBytes = 0;
    for (const r of requests.values()) {
      bytes += r.finished ?? r.received;
      if (r.data) dataBytes += r.finished ?? r.received;
    }
    return { bytes, dataBytes, firstCardMs, assets, requests: requests.size };
  } finally {
    await context.close();
  }
}
