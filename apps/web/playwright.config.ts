// End-to-end tests: the built SPA served by the real API server (node apps/server/dist/main.js) on a
// fresh data directory, driven through Debian's Chromium. Build both apps first (`npm run build`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ReporterDescription } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
// Fake outside services (price provider), so the server needs no internet. 80 above the app's
// port (3290 by default), so runs on different E2E_PORTs do not collide.
const providerPort = Number(process.env.E2E_PROVIDER_PORT ?? port + 80);
const providerURL = `http://127.0.0.1:${providerPort}`;
const fakeMetadataApiKey = 'fake-helius-key';

// Playwright loads this file in the runner and again in each worker: only the runner (the process
// that starts the server) creates the data directory; workers inherit its path through the env.
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'memetank-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  // The server is stopped before the runner exits; its database goes with it unless asked to keep it.
  process.on('exit', () => {
    if (!process.env.E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
  });
}
const dataDir = process.env.E2E_DATA_DIR;

const serverEnv: Record<string, string> = {
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  // Seeds demo projects only into an empty database, so it is safe with DATABASE_URL too.
  DEMO_DATA: 'true',
  SOL_PRICE_API_URL: `${providerURL}/simple/price?ids=solana&vs_currencies=usd`,
  // Token data (pump.fun shape) and metadata (Helius getAsset) from the same fake; its conventions
  // for test mints ("Fai1...", "Gone...") are at the top of fake-providers.mjs.
  TOKEN_DATA_API_URL: providerURL,
  TOKEN_METADATA_API_URL: providerURL,
  TOKEN_METADATA_API_KEY: fakeMetadataApiKey,
  // Every wallet test signs in and out from one IP; the production limits (10 a minute) would
  // answer 429 halfway through a run.
  RATE_LIMIT_AUTH_PER_MIN: '1000',
  RATE_LIMIT_WRITE_PER_MIN: '1000',
  RATE_LIMIT_STREAMS_PER_IP: '1000',
  RATE_LIMIT_TOKEN_LOOKUPS_PER_MIN: '1000',
  UPLOADS_IN_PROGRESS_PER_IP: '1000',
};
if (process.env.DATABASE_URL) serverEnv.DATABASE_URL = process.env.DATABASE_URL;

const jsonOutput = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;
const reporter: ReporterDescription[] = [['list']];
if (jsonOutput) reporter.push(['json', { outputFile: path.resolve(process.cwd(), jsonOutput) }]);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter,
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // The app follows the system's light/dark preference until its toggle is used; the specs see
    // it on a dark system, the app's own default (layout.spec.ts emulates both).
    colorScheme: 'dark',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'app', testIgnore: /(investing|token-escrow|usdc-campaigns)\.spec\.ts/ },
    // These move the server's clock forward (deadlines pass, demo campaigns settle), signed in
    // as the demo admin: last. Their deadlines (the form's, through GET /api/clock, and the API
    // helpers') are days from the server's clock, wherever it is.
    {
      name: 'token-escrow',
      testMatch: /(token-escrow|usdc-campaigns)\.spec\.ts/,
      dependencies: ['app'],
    },
    { name: 'investing', testMatch: /investing\.spec\.ts/, dependencies: ['token-escrow'] },
  ],
  webServer: [
    {
      command: 'node apps/web/e2e/fake-providers.mjs',
      cwd: repoRoot,
      url: `${providerURL}/health`,
      env: {
        E2E_PROVIDER_PORT: String(providerPort),
        E2E_TOKEN_METADATA_API_KEY: fakeMetadataApiKey,
      },
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      command: 'node apps/server/dist/main.js',
      cwd: repoRoot,
      url: `${baseURL}/api/health`,
      env: serverEnv,
      reuseExistingServer: false,
      timeout: 120_000,
      stderr: 'pipe',
      // Let the server close its database cleanly before the data directory is removed.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});
