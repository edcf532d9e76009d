#!/usr/bin/env node
// `npm run audit`: the production dependencies (npm audit --omit=dev) must have no high or
// critical advisory. Prints one check result and ends with "N passed, N failed".
// Exit codes: 0 passed, 1 failed (a high/critical advisory, or an unreadable answer),
// 3 skipped: the audit service could not be reached (network error, HTTP 405 from a registry
// proxy that only allows GET, 5xx). `--strict` (or AUDIT_STRICT=1) makes that a failure too.
import { npmCaptured } from './lib.mjs';

const strict = process.argv.includes('--strict') || process.env.AUDIT_STRICT === '1';

const npmAudit = () => npmCaptured(['audit', '--omit=dev', '--audit-level=high', '--json']);

/** @param {boolean} ok @param {string} detail */
function finish(ok, detail) {
  console.log(
    `${ok ? 'PASS' : 'FAIL'}  npm audit --omit=dev (no high or critical advisory): ${detail}`,
  );
  console.log(ok ? '1 passed, 0 failed' : '0 passed, 1 failed');
  process.exit(ok ? 0 : 1);
}

const { stdout, stderr } = await npmAudit();
/** @type {any} */
let report;
try {
  report = JSON.parse(stdout);
} catch {
  report = undefined;
}

// npm answers an unreachable audit endpoint with { error: { code, summary } } (or { message,
// statusCode } from the registry) and no vulnerability counts.
const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const status = Number(
    report?.statusCode ?? /\b(4\d\d|5\d\d)\b/.exec(report?.message ?? stderr)?.[1],
  );
  const code = String(report?.error?.code ?? report?.code ?? '');
  const reason =
    report?.message ??
    report?.error?.summary ??
    (stderr
      .split('\n')
      .filter((line) => line.startsWith('npm error') || line.startsWith('npm warn audit'))
      .join(' ') ||
      'no answer');
  const unreachable =
    status === 405 ||
    status >= 500 ||
    /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|ENETUNREACH|EHOSTUNREACH)$/.test(
      code,
    ) ||
    /ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|network|socket hang up/i.test(reason);
  if (unreachable && !strict) {
    console.log(`SKIP  npm audit --omit=dev: audit service unreachable: ${reason}`);
    console.log('0 passed, 0 failed (1 skipped: audit service unreachable; --strict to fail)');
    process.exit(3);
  }
  finish(false, `${unreachable ? 'audit service unreachable' : 'no audit report'}: ${reason}`);
}

const high = Number(counts.high ?? 0);
const critical = Number(counts.critical ?? 0);
const summary = ['critical', 'high', 'moderate', 'low', 'info']
  .map((level) => `${counts[level] ?? 0} ${level}`)
  .join(', ');
if (high + critical > 0) {
  /** @type {string[]} */
  const names = [];
  for (const [name, entry] of Object.entries(report.vulnerabilities ?? {})) {
    const severity = /** @type {{ severity?: string, range?: string }} */ (entry).severity;
    if (severity === 'high' || severity === 'critical') names.push(`${name} (${severity})`);
  }
  finish(false, `${summary}: ${names.join(', ')}; run npm audit --omit=dev for the fixes`);
}
finish(true, summary);
