// New pages open at the top (or at their #hash); back and forward return to where the reader was,
// also after a reload. What the data router's <ScrollRestoration> did: a replaced entry (a list's
// filters written into the address) keeps its place, and so does a link or navigate() with
// `preventScrollReset` (a hash it points to is still scrolled to, as in react-router).
import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType, usePreventScrollReset } from '@/lib/router/router';

const STORAGE_KEY = 'memetank-scroll-positions';

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

const positions = readPositions();

export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const preventScrollReset = usePreventScrollReset();

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or refused: positions are kept for this page's life only.
      }
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // Where the reader is on this entry, kept for coming back to it. Followed as they scroll, not read
  // when they leave: by then the next page is in the DOM, and a shorter one has clamped the scroll.
  useLayoutEffect(() => {
    const key = location.key;
    const remember = () => {
      positions[key] = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key]);

  useLayoutEffect(() => {
    if (navigationType === 'REPLACE') return;
    const saved = positions[location.key];
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (!preventScrollReset) window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType, preventScrollReset]);

  return null;
}
