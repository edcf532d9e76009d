// Realtime fan-out: many server-sent event subscribers, one message posted at a time, and the time
// from the post to its arrival at each subscriber (measured in this process for all of them).
import { request as httpRequest } from 'node:http';
import { percentile } from './load.mjs';

/**
 * @typedef {object} FanOutResult
 * @property {number} p50
 * @property {number} p99
 * @property {number} max
 * @property {number} delivered  arrivals counted (messages x subscribers when none is lost)
 * @property {number} expected
 */

/**
 * Opens one event stream; calls `onComment(commentId, at)` for each `event: comment`.
 * @param {string} url
 * @param {(commentId: string, at: number) => void} onComment
 * @returns {Promise<() => void>} closes the stream
 */
function openStream(url, onComment) {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { agent: false, headers: { accept: 'text/event-stream' } });
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`stream ${url} answered ${response.statusCode}`));
        response.resume();
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      let opened = false;
      response.on('data', (/** @type {string} */ chunk) => {
        const at = performance.now();
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          if (!lines.includes('event: comment')) continue;
          const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
          const commentId = data ? JSON.parse(data).commentId : undefined;
          if (typeof commentId === 'string') onComment(commentId, at);
        }
        if (!opened) {
          opened = true;
          resolve(() => request.destroy());
        }
      });
      response.on('error', () => {});
    });
    request.on('error', reject);
    request.end();
  });
}

/**
 * @param {{ streamUrls: string[], messages: number, post(): Promise<string>,
 *   waitMs?: number }} options  `post` sends one message and gives its commentId
 * @returns {Promise<FanOutResult>}
 */
export async function measureFanOut(options) {
  /** @type {Map<string, number[]>} */
  const arrivals = new Map();
  const onComment = (/** @type {string} */ id, /** @type {number} */ at) => {
    const list = arrivals.get(id);
    if (list) list.push(at);
    else arrivals.set(id, [at]);
  };
  /** @type {(() => void)[]} */
  const closers = [];
  try {
    // A few at a time, as browsers arriving on a page would.
    for (let i = 0; i < options.streamUrls.length; i += 50) {
      const batch = options.streamUrls.slice(i, i + 50);
      closers.push(...(await Promise.all(batch.map((url) => openStream(url, onComment)))));
    }
    const subscribers = options.streamUrls.length;
    /** @type {number[]} */
    const latencies = [];
    for (let m = 0; m < options.messages; m += 1) {
      const sent = performance.now();
      const id = await options.post();
      const until = performance.now() + (options.waitMs ?? 10_000);
      while ((arrivals.get(id)?.length ?? 0) < subscribers && performance.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      for (const at of arrivals.get(id) ?? []) latencies.push(at - sent);
      // Let the servers settle between messages, as comments are minutes apart in real life.
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    latencies.sort((a, b) => a - b);
    return {
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? NaN,
      delivered: latencies.length,
      expected: subscribers * options.messages,
    };
  } finally {
    for (const close of closers) close();
  }
}
