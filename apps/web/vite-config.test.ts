// The build's config loads without a warning: `npm start` on a fresh clone builds the app, and what
// the build prints first is what a new user reads. Vite checks the config for what its native
// loader (planned to become the default) cannot load, such as a relative import without its file
// extension, and warns about each.
import { fileURLToPath } from 'node:url';
import { createLogger, loadConfigFromFile, type Logger } from 'vite';
import { describe, expect, it } from 'vitest';

/** A logger that keeps what would be printed, by level. */
function recordingLogger(): { logger: Logger; printed: string[] } {
  const printed: string[] = [];
  const logger = createLogger('info');
  logger.warn = (message) => void printed.push(`warn: ${message}`);
  logger.warnOnce = (message) => void printed.push(`warn: ${message}`);
  logger.error = (message) => void printed.push(`error: ${message}`);
  return { logger, printed };
}

describe('vite.config.ts', () => {
  it('loads for a build without any warning (no configLoader notice)', async () => {
    const { logger, printed } = recordingLogger();
    const loaded = await loadConfigFromFile(
      { command: 'build', mode: 'production' },
      fileURLToPath(new URL('./vite.config.ts', import.meta.url)),
      import.meta.dirname,
      'info',
      logger,
    );

    expect(loaded?.config.build?.outDir).toMatch(/dist$/);
    expect(printed).toEqual([]);
  });
});
