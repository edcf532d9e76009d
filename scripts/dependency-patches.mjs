#!/usr/bin/env node
// `npm run deps:patches`: every production dependency (what `npm ci --omit=dev` installs: the
// package-lock.json entries without `dev: true`, transitive ones included) must be on the newest
// release of its line (same major; same major.minor for 0.x, whose minors are breaking), or be
// listed with a reason in scripts/dependency-exceptions.json ({ "name@range": "reason" }).
// Releases that are deprecated, or whose engines exclude the oldest Node of package.json's
// engines, are passed over (listed, not required), as npm itself passes over them. A release
// published less than GRACE_DAYS ago is listed but not yet required: otherwise any upstream
// release would fail CI within the hour, on a change that did not touch the lock.
// It is the dependency check that still works where `npm audit` cannot (scripts/audit.mjs): it
// needs no advisory service, only the registry's package documents (plain GETs), and it can
// answer from npm's local cache when the registry cannot be reached.
//
// The registry, scoped registries and TLS settings come from npm's own configuration (.npmrc,
// npm_config_*). The documents are fetched here, 8 at a time: one `npm view` process per package
// costs ~1 s of CPU, minutes for ~250 packages. Packages on a registry that needs credentials,
// and every package when a proxy or a client certificate is configured, go through `npm view`,
// which applies those settings. The npm cache is read in place (~/.npm/_cacache, where npm install
// and npm view keep the same documents), so --offline sees everything npm ever resolved.
//
// Usage: node scripts/dependency-patches.mjs [--offline | --prefer-offline] [--strict]
//   --offline          only the local npm cache; also `npm run deps:patches --offline`
//   --prefer-offline   cached documents as they are, the registry for the rest
//   --strict           (or DEPS_PATCHES_STRICT=1) a package that could not be checked fails
// Prints the packages behind as a table, then one check result and "N passed, N failed".
// Exit codes: 0 all current or excepted (packages that could not be checked are listed), 1 some
// behind without a reason, or an unreadable lock or exceptions file, 3 skipped: the registry could
// not be reached (or --offline) and the npm cache could not answer for every package.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { join } from 'node:path';
import { createGunzip } from 'node:zlib';
import semver from 'semver';
import { npmCaptured, root } from './lib.mjs';

const args = process.argv.slice(2);
const strict = args.includes('--strict') || process.env.DEPS_PATCHES_STRICT === '1';
const EXCEPTIONS_FILE = 'scripts/dependency-exceptions.json';
// Parallel requests: ~250 documents in seconds without hammering the registry.
const CONCURRENCY = 8;
const CHECK = 'production dependencies on the newest release of their major (0.x: minor)';
// npm's "corgi" document: the versions with what installing needs, deprecation included; a
// fraction of the full document's size.
const CORGI = 'application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8, */*';
// The full document, for the publish times the corgi leaves out.
const FULL_DOCUMENT = 'application/json';
const GRACE_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * @typedef {{ name?: string, version?: string, resolved?: string, dev?: boolean, link?: boolean,
 *   dependencies?: Record<string, string>, optionalDependencies?: Record<string, string>,
 *   peerDependencies?: Record<string, string> }} LockEntry
 * @typedef {{ versions: Record<string, { deprecated?: unknown, engines?: { node?: unknown } }> }} Packument
 * @typedef {{ packument: Packument, cachedAt?: number } | { problem: string, unavailable?: boolean }} Answer
 */

/** @param {string} line @returns {never} */
function fail(line) {
  console.log(`FAIL  ${CHECK}: ${line}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

/** @param {unknown} error */
function message(error) {
  return error instanceof Error ? error.message : String(error);
}

// --- versions ---

/** The line whose releases are drop-in replacements for a version. @param {string} version */
function lineOf(version) {
  const major = semver.major(version);
  return major === 0 ? `0.${semver.minor(version)}.x` : `${major}.x`;
}

// A newer release that does not run on the oldest Node the project supports (package.json
// engines) is no upgrade: npm passes over such releases itself when it picks a version.
/** @type {{ engines?: { node?: string } }} */
const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const nodeRange = rootManifest.engines?.node;
const oldestNode =
  (nodeRange && semver.validRange(nodeRange) && semver.minVersion(nodeRange)?.version) ||
  process.versions.node;

/** Why a release is not one to move to, or '' when it is. @param {{ deprecated?: unknown, engines?: { node?: unknown } } | undefined} manifest */
function unsuitable(manifest) {
  if (manifest?.deprecated) return 'deprecated';
  const node = manifest?.engines?.node;
  if (typeof node === 'string' && semver.validRange(node) && !semver.satisfies(oldestNode, node)) {
    return `node ${node}`;
  }
  return '';
}

// --- what `npm ci --omit=dev` installs, read from the lock ---

/** @type {{ packages?: Record<string, LockEntry> }} */
let lock;
try {
  lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
} catch (error) {
  fail(`package-lock.json unreadable: ${message(error)}`);
}
const entries = lock.packages ?? {};

/** The package a lock key installs (`a/node_modules/@s/b` → `@s/b`), or its real name when aliased. @param {string} key */
function nameOf(key) {
  const entry = entries[key];
  if (entry?.name) return entry.name;
  const at = key.lastIndexOf('node_modules/');
  return at === -1 ? key : key.slice(at + 'node_modules/'.length);
}

/** Where Node finds `dep` required from the lock entry at `from`: its own node_modules, then up. @param {string} from @param {string} dep */
function resolveDependency(from, dep) {
  let base = from;
  for (;;) {
    const key = base ? `${base}/node_modules/${dep}` : `node_modules/${dep}`;
    if (entries[key]) return key;
    if (!base) return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent === -1 ? '' : base.slice(0, parent);
  }
}

// Who asks for each installed copy, with the range it asks for: tells whether `npm update` can
// reach the newest release or a parent's range holds it back (then an override or an exception).
/** @type {Map<string, string[]>} */
const requiredBy = new Map();
for (const [key, entry] of Object.entries(entries)) {
  if (entry.dev || entry.link) continue;
  const parent = key.includes('node_modules/')
    ? `${nameOf(key)}@${entry.version}`
    : (entry.name ?? '(root)');
  const wanted = {
    ...entry.peerDependencies,
    ...entry.optionalDependencies,
    ...entry.dependencies,
  };
  for (const [dep, spec] of Object.entries(wanted)) {
    const target = resolveDependency(key, dep);
    if (!target) continue;
    requiredBy.set(target, [...(requiredBy.get(target) ?? []), `${parent} (${spec})`]);
  }
}

const registryTarball = /^https?:\/\/.+\/-\/[^/]+\.tgz$/;
/** name → installed version → lock keys. @type {Map<string, Map<string, string[]>>} */
const production = new Map();
/** name@version → why it was not checked. @type {Map<string, string>} */
const notChecked = new Map();
for (const [key, entry] of Object.entries(entries)) {
  if (!key.includes('node_modules/') || entry.dev || entry.link || !entry.version) continue;
  const name = nameOf(key);
  // A lock written without `resolved` (omit-lockfile-registry-resolved) means the registry.
  if (entry.resolved && !registryTarball.test(entry.resolved)) {
    notChecked.set(`${name}@${entry.version}`, `not installed from a registry (${entry.resolved})`);
    continue;
  }
  const versions = production.get(name) ?? new Map();
  versions.set(entry.version, [...(versions.get(entry.version) ?? []), key]);
  production.set(name, versions);
}

// --- the reasons for staying behind ---

/** @type {{ key: string, name: string, range: string, reason: string, used: boolean }[]} */
const exceptions = [];
try {
  /** @type {Record<string, unknown>} */
  const file = JSON.parse(readFileSync(join(root, EXCEPTIONS_FILE), 'utf8'));
  for (const [key, reason] of Object.entries(file)) {
    if (key.startsWith('//')) continue; // comments, as in package.json
    const at = key.lastIndexOf('@');
    if (at <= 0) throw new Error(`"${key}" is not name@range`);
    if (typeof reason !== 'string' || !reason.trim()) throw new Error(`"${key}" has no reason`);
    const range = key.slice(at + 1);
    if (!semver.validRange(range)) throw new Error(`"${key}": "${range}" is not a semver range`);
    exceptions.push({ key, name: key.slice(0, at), range, reason, used: false });
  }
} catch (error) {
  if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) {
    fail(`${EXCEPTIONS_FILE} unreadable: ${message(error)}`);
  }
}

// --- npm's configuration ---

// Every layer npm reads (project and user .npmrc, global config, npm_config_* variables), merged.
// The JSON listing leaves credentials out; the text one names them ("(protected)"): which
// registries have some is all this needs.
/** @type {Record<string, unknown>} */
let config = {};
/** Nerf-darts (//host/path/) npm holds credentials or a client certificate for. @type {string[]} */
let credentialed = [];
{
  const [json, text] = await Promise.all([
    npmCaptured(['config', 'list', '--json']),
    npmCaptured(['config', 'list']),
  ]);
  try {
    config = JSON.parse(json.stdout);
  } catch {
    console.log(`npm config list failed; using the defaults: ${json.stderr.trim().split('\n')[0]}`);
  }
  credentialed = [
    ...text.stdout.matchAll(
      /^(\/\/\S+):(?:_authToken|_auth|_password|username|certfile|keyfile) =/gm,
    ),
  ].map((match) => String(match[1]));
}
/** @param {string} key */
const setting = (key) => (config[key] === null || config[key] === undefined ? '' : config[key]);
// `npm run deps:patches --offline` reaches here as npm_config_offline, which npm config reports.
const offline = args.includes('--offline') || setting('offline') === true;
const preferOffline = args.includes('--prefer-offline') || setting('prefer-offline') === true;
const cacheDir = join(String(setting('cache') || join(process.env.HOME ?? '', '.npm')), '_cacache');
const proxy =
  setting('https-proxy') ||
  setting('proxy') ||
  process.env.HTTPS_PROXY ||
  process.env.https_proxy ||
  process.env.HTTP_PROXY ||
  process.env.http_proxy ||
  '';
const clientCertificate = Boolean(setting('cert') || setting('key') || setting('certfile'));
/** @type {string[]} */
const ca = [];
if (setting('ca')) ca.push(...[setting('ca')].flat().map(String));
if (setting('cafile')) {
  try {
    ca.push(readFileSync(String(setting('cafile')), 'utf8'));
  } catch (error) {
    console.log(`cafile unreadable, using Node's certificates: ${message(error)}`);
  }
}
const rejectUnauthorized = setting('strict-ssl') !== false;

/** The registry a package comes from: its scope's, or the default. @param {string} name */
function registryFor(name) {
  const scope = name.startsWith('@') ? name.slice(0, name.indexOf('/')) : '';
  const url = String((scope && setting(`${scope}:registry`)) || setting('registry'));
  return url.endsWith('/') ? url : `${url}/`;
}

/** The document's address, as npm spells it (and keys its cache with). @param {string} name */
function documentUrl(name) {
  return registryFor(name) + name.replace('/', '%2f');
}

/** Whether npm holds credentials for a registry (keys like //host/path/:_authToken). @param {string} registry */
function hasCredentials(registry) {
  const nerfDart = registry.replace(/^https?:/, '');
  return credentialed.some((prefix) => nerfDart.startsWith(prefix));
}

// --- the documents: the registry, or npm's cache ---

/**
 * One GET, following up to 3 redirects.
 * @param {string} url @param {number} timeoutMs
 * @returns {Promise<{ status: number, body: string }>}
 */
function get(url, timeoutMs, redirects = 3, accept = CORGI) {
  return new Promise((resolve, reject) => {
    const client = url.startsWith('https:') ? https : http;
    const request = client.get(
      url,
      {
        headers: {
          accept,
          'accept-encoding': 'gzip',
          'user-agent': 'memetank-deps-patches',
        },
        ...(ca.length > 0 ? { ca } : {}),
        rejectUnauthorized,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status >= 300 && status < 400 && location && redirects > 0) {
          response.resume();
          get(new URL(location, url).href, timeoutMs, redirects - 1, accept).then(resolve, reject);
          return;
        }
        const body =
          response.headers['content-encoding'] === 'gzip'
            ? response.pipe(createGunzip())
            : response;
        /** @type {Buffer[]} */
        const chunks = [];
        response.on('error', reject);
        body.on('data', (chunk) => chunks.push(chunk));
        body.on('error', reject);
        body.on('end', () => resolve({ status, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    request.on('error', reject);
  });
}

/**
 * A document as npm cached it: cacache's index bucket for the key (lines of
 * `sha1(json)\tjson`, the last one for the key wins) points at the content by its integrity.
 * @param {string} url @returns {{ body: string, time: number } | undefined}
 */
function cachedDocument(url) {
  const key = `make-fetch-happen:request-cache:${url}`;
  const hash = createHash('sha256').update(key).digest('hex');
  /** @type {string} */
  let bucket;
  try {
    bucket = readFileSync(
      join(cacheDir, 'index-v5', hash.slice(0, 2), hash.slice(2, 4), hash.slice(4)),
      'utf8',
    );
  } catch {
    return undefined;
  }
  for (const line of bucket.split('\n').reverse()) {
    const tab = line.indexOf('\t');
    const json = line.slice(tab + 1);
    if (tab === -1 || createHash('sha1').update(json).digest('hex') !== line.slice(0, tab)) {
      continue; // a torn write
    }
    /** @type {{ key?: string, integrity?: string | null, time?: number }} */
    const entry = JSON.parse(json);
    if (entry.key !== key) continue;
    if (!entry.integrity) return undefined; // removed from the cache
    const [algorithm, digest] = entry.integrity.split(/\s+/)[0]?.split(/-(.*)/s) ?? [];
    if (!algorithm || !digest) return undefined;
    const hex = Buffer.from(digest, 'base64').toString('hex');
    try {
      const path = join(
        cacheDir,
        'content-v2',
        algorithm,
        hex.slice(0, 2),
        hex.slice(2, 4),
        hex.slice(4),
      );
      return { body: readFileSync(path, 'utf8'), time: entry.time ?? 0 };
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** @param {string} body @returns {Packument | undefined} */
function parsePackument(body) {
  try {
    const document = JSON.parse(body);
    return document && typeof document.versions === 'object' ? document : undefined;
  } catch {
    return undefined;
  }
}

/** @param {string} name @returns {Answer} */
function fromCache(name) {
  const cached = cachedDocument(documentUrl(name));
  const packument = cached && parsePackument(cached.body);
  return packument
    ? { packument, cachedAt: cached.time }
    : { problem: 'not in the npm cache', unavailable: true };
}

// Network failures, overload and throttling: the registry did not answer, as opposed to
// answering "no such package" (404) or refusing credentials (401/403).
const networkCodes =
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|ESOCKETTIMEDOUT|ERR_SOCKET_TIMEOUT|ENOTFOUND|EAI_AGAIN|ENETUNREACH|EHOSTUNREACH|ECONNABORTED|EPROTO|EPIPE|ABORT_ERR|E405|E429|E5\d\d)$/;

/** From the registry, in this process. @param {string} name @param {number} timeoutMs @returns {Promise<Answer>} */
async function fromRegistry(name, timeoutMs) {
  /** @type {Answer} */
  let answer = { problem: 'no answer', unavailable: true };
  for (let attempt = 0; attempt < 2 && 'problem' in answer && answer.unavailable; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
    try {
      const { status, body } = await get(documentUrl(name), timeoutMs);
      const packument = status === 200 ? parsePackument(body) : undefined;
      if (packument) answer = { packument };
      else if (status === 200) answer = { problem: 'the registry answered without a version list' };
      else if (status === 404) answer = { problem: `E404: not on ${registryFor(name)}` };
      else if (status === 401 || status === 403) {
        answer = { problem: `E${status}: ${registryFor(name)} wants credentials (.npmrc)` };
      } else answer = { problem: `E${status}`, unavailable: networkCodes.test(`E${status}`) };
    } catch (error) {
      const code = String(/** @type {{ code?: unknown }} */ (error).code ?? '');
      answer = {
        problem: `${code || 'error'}: ${message(error)}`,
        unavailable: networkCodes.test(code) || error instanceof DOMException,
      };
    }
  }
  return answer;
}

/** Through `npm view`, which applies a proxy, client certificates and credentials. @param {string} name @returns {Promise<Answer>} */
async function throughNpm(name) {
  const result = await npmCaptured(
    ['view', '--json', ...(preferOffline ? ['--prefer-offline'] : []), name, 'versions'],
    {
      npm_config_update_notifier: 'false', // one weekly check is npm's business, not one per package
    },
  );
  if (result.code === 0) {
    // npm view stored the whole document in its cache: read it there for the deprecations.
    const cached = fromCache(name);
    if ('packument' in cached) return { packument: cached.packument };
    try {
      const versions = [JSON.parse(result.stdout)].flat().map(String);
      return { packument: { versions: Object.fromEntries(versions.map((v) => [v, {}])) } };
    } catch {
      return { problem: 'npm view answered without a version list' };
    }
  }
  /** @type {{ code?: string, summary?: string }} */
  let error;
  try {
    error = JSON.parse(result.stdout).error ?? {};
  } catch {
    error = { code: /npm error code (\S+)/.exec(result.stderr)?.[1] ?? '', summary: result.stderr };
  }
  const code = String(error.code ?? 'error');
  return {
    problem: `${code}: ${String(error.summary ?? '').split('\n')[0]}`,
    unavailable: networkCodes.test(code),
  };
}

let reached = false; // some answer came from the registry itself
let unreachable = offline; // the registry is known not to answer: the cache only

/**
 * The registry's document, or the npm cache's when the registry does not answer.
 * @param {string} name @param {number} timeoutMs @returns {Promise<Answer>}
 */
async function lookUp(name, timeoutMs) {
  if (unreachable) return fromCache(name);
  if (preferOffline) {
    const cached = fromCache(name);
    if ('packument' in cached) return cached;
  }
  const registry = registryFor(name);
  const answer =
    proxy || clientCertificate || hasCredentials(registry)
      ? await throughNpm(name)
      : await fromRegistry(name, timeoutMs);
  if ('packument' in answer || !answer.unavailable) {
    reached = true;
    return answer;
  }
  if (!reached) unreachable = true;
  const cached = fromCache(name);
  return 'packument' in cached
    ? cached
    : { problem: `${answer.problem}; not in the npm cache either`, unavailable: true };
}

/**
 * @template T, R
 * @param {T[]} items @param {number} limit @param {(item: T) => Promise<R>} work
 * @returns {Promise<R[]>}
 */
async function mapLimit(items, limit, work) {
  /** @type {R[]} */
  const results = [];
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(/** @type {T} */ (items[index]));
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

// --- the check ---

const names = [...production.keys()].sort();
const source = offline
  ? 'the npm cache'
  : `${registryFor('x')}${preferOffline ? ' (the npm cache first)' : ''}`;
console.log(`Checking ${names.length} production packages against ${source}...`);

/** @type {Map<string, Packument>} */
const packuments = new Map();
let unanswered = 0; // packages neither the registry nor the cache answered for
/** @type {number[]} */
const cacheTimes = [];
/** @param {string} name @param {number} timeoutMs */
async function record(name, timeoutMs) {
  const answer = await lookUp(name, timeoutMs);
  if ('problem' in answer) {
    if (answer.unavailable) unanswered++;
    for (const version of production.get(name)?.keys() ?? []) {
      notChecked.set(`${name}@${version}`, answer.problem);
    }
    return;
  }
  packuments.set(name, answer.packument);
  if (answer.cachedAt !== undefined) cacheTimes.push(answer.cachedAt);
}
// One package first, with a short timeout: when the network drops packets, that is the only
// request that waits for it; the rest go to the cache.
if (names[0] !== undefined) await record(names[0], 15_000);
await mapLimit(names.slice(1), CONCURRENCY, (name) => record(name, 60_000));

/** @typedef {{ name: string, installed: string, newest: string, line: string, by: string }} Behind */
/** @type {Behind[]} */
const behind = [];
/** Newer releases of an installed version's line that are no upgrade, with why. @type {string[]} */
const passedOver = [];
for (const [name, packument] of packuments) {
  for (const [installed, keys] of production.get(name) ?? []) {
    if (!semver.valid(installed)) {
      notChecked.set(`${name}@${installed}`, 'not a semver version');
      continue;
    }
    const line = lineOf(installed);
    const newer = Object.keys(packument.versions)
      .filter(
        (v) =>
          semver.valid(v) && !semver.prerelease(v) && lineOf(v) === line && semver.gt(v, installed),
      )
      .sort(semver.rcompare);
    const newest = newer.find((v) => !unsuitable(packument.versions[v]));
    const skipped = newer
      .filter((v) => !newest || semver.gt(v, newest))
      .map((v) => `${v} (${unsuitable(packument.versions[v])})`);
    if (skipped.length > 0) passedOver.push(`${name}@${installed}: ${skipped.join(', ')}`);
    if (!newest) continue;
    behind.push({
      name,
      installed,
      newest,
      line,
      by: [...new Set(keys.flatMap((key) => requiredBy.get(key) ?? []))].join(', '),
    });
  }
}
behind.sort((a, b) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : semver.rcompare(a.installed, b.installed),
);

/**
 * When `version` of `name` was published (ms), from the full document; undefined when the
 * registry cannot say (then the release counts as old enough to be required).
 * @param {string} name @param {string} version
 */
async function publishedAt(name, version) {
  try {
    const { status, body } = await get(documentUrl(name), 30_000, 3, FULL_DOCUMENT);
    if (status !== 200) return undefined;
    const time = /** @type {{ time?: Record<string, string> }} */ (JSON.parse(body)).time;
    const at = Date.parse(time?.[version] ?? '');
    return Number.isNaN(at) ? undefined : at;
  } catch {
    return undefined;
  }
}

/** @type {(Behind & { reason: string })[]} */
const excepted = [];
/** Behind only by a release younger than GRACE_DAYS: listed, not yet required. @type {(Behind & { days: number })[]} */
const recent = [];
/** @type {Behind[]} */
const failing = [];
for (const item of behind) {
  const exception = exceptions.find(
    (e) =>
      e.name === item.name &&
      semver.satisfies(item.installed, e.range, { includePrerelease: true }),
  );
  if (exception) {
    exception.used = true;
    excepted.push({ ...item, reason: exception.reason });
  } else {
    failing.push(item);
  }
}
if (!offline) {
  const ages = await mapLimit(failing, CONCURRENCY, (item) => publishedAt(item.name, item.newest));
  for (let i = failing.length - 1; i >= 0; i--) {
    const at = ages[i];
    const item = failing[i];
    if (at === undefined || !item || Date.now() - at >= GRACE_DAYS * DAY_MS) continue;
    recent.push({ ...item, days: Math.floor((Date.now() - at) / DAY_MS) });
    failing.splice(i, 1);
  }
}

/** @param {string[][]} rows */
function printTable(rows) {
  const widths = (rows[0] ?? []).map((_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  for (const row of rows) {
    const cells = row.map((cell, column) => cell.padEnd(widths[column] ?? 0));
    console.log(`  ${cells.join('  ')}`.trimEnd());
  }
}

if (failing.length > 0) {
  console.log(`\nBehind the newest release of their line, with no reason in ${EXCEPTIONS_FILE}:`);
  printTable([
    ['package', 'installed', 'newest', 'line', 'required by (range)'],
    ...failing.map((b) => [b.name, b.installed, b.newest, b.line, b.by]),
  ]);
  console.log(
    '  Fix: npm update <package> (for a direct dependency whose range excludes it: raise the range);\n' +
      '  when a parent pins an older one: an override in the root package.json, or a reason in\n' +
      `  ${EXCEPTIONS_FILE}.`,
  );
}
if (excepted.length > 0) {
  console.log(`\nBehind, with a reason in ${EXCEPTIONS_FILE}:`);
  printTable([
    ['package', 'installed', 'newest', 'reason'],
    ...excepted.map((b) => [b.name, b.installed, b.newest, b.reason]),
  ]);
}
if (recent.length > 0) {
  console.log(`\nBehind by a release younger than ${GRACE_DAYS} days (not yet required):`);
  printTable([
    ['package', 'installed', 'newest', 'published'],
    ...recent.map((b) => [b.name, b.installed, b.newest, `${b.days} days ago`]),
  ]);
}
if (passedOver.length > 0) {
  console.log(`\nNewer releases passed over (deprecated, or not for Node ${oldestNode}):`);
  for (const line of passedOver.sort()) console.log(`  ${line}`);
}
if (notChecked.size > 0) {
  console.log(`\nNot checked (${notChecked.size}):`);
  // Grouped by reason: with the registry down, one line rather than one per package.
  /** @type {Map<string, string[]>} */
  const byReason = new Map();
  for (const [spec, why] of [...notChecked].sort()) {
    byReason.set(why, [...(byReason.get(why) ?? []), spec]);
  }
  for (const [why, specs] of byReason) console.log(`  ${why}: ${specs.join(', ')}`);
}
// Unused, and about a package that was checked or is no longer installed at all.
const stale = exceptions.filter(
  (e) => !e.used && (packuments.has(e.name) || !production.has(e.name)),
);
if (stale.length > 0) {
  console.log(
    `\nExceptions in ${EXCEPTIONS_FILE} that cover no package behind any more (remove them): ` +
      stale.map((e) => `"${e.key}"`).join(', '),
  );
}

const installedCount = [...production.values()].reduce((sum, versions) => sum + versions.size, 0);
const counts = [
  `${installedCount} installed`,
  `${failing.length} behind`,
  excepted.length > 0 ? `${excepted.length} excepted` : '',
  recent.length > 0 ? `${recent.length} behind a release under ${GRACE_DAYS} days old` : '',
  notChecked.size > 0 ? `${notChecked.size} not checked` : '',
]
  .filter(Boolean)
  .join(', ');
const oldest = cacheTimes.length > 0 ? new Date(Math.min(...cacheTimes)).toISOString() : '';
const cacheNote =
  cacheTimes.length > 0
    ? `; ${cacheTimes.length} of ${names.length} from the npm cache (oldest ${oldest.slice(0, 10)})` +
      (unreachable && !offline ? ', registry unreachable' : '')
    : '';

console.log('');
if (failing.length > 0) {
  const list = failing.map((b) => `${b.name} ${b.installed} → ${b.newest}`).join(', ');
  fail(`${counts}${cacheNote}: ${list}`);
}
if (notChecked.size > 0 && strict) {
  fail(`${counts}${cacheNote} (--strict: every package must be checked)`);
}
// Skipped rather than passed: the registry down and the cache incomplete, or nothing checked at
// all (a registry answering 404 for everything is a misconfiguration, not a clean bill).
if ((unanswered > 0 && unreachable) || (names.length > 0 && packuments.size === 0)) {
  const why =
    unanswered > 0 && unreachable
      ? offline
        ? '--offline'
        : 'registry unreachable'
      : 'no package could be checked';
  console.log(`SKIP  ${CHECK}: ${why}: ${counts}${cacheNote}`);
  console.log(`0 passed, 0 failed (1 skipped: ${why}; --strict to fail)`);
  process.exit(3);
}
console.log(`PASS  ${CHECK}: ${counts}${cacheNote}`);
console.log('1 passed, 0 failed');
process.exit(0);
