// Setup for the `web` vitest project (jsdom): DOM matchers, and a clean document between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy* and waitFor wait up to 5 s, not Testing Library's 1 s: on a machine loaded by other
// work a debounced search or a lazy chunk can take longer than a second (CI found three such
// waits short). A test still fails when the text never comes.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout, so no scrolling; the router's scroll restoration calls this.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
  vi.restoreAllMocks();
});
