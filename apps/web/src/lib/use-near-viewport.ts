// True once the element comes within `margin` of the screen, and from then on: what a part of the
// page that the first screen does not show (a chart and its library) waits for before loading.
import { useEffect, useState } from 'react';

export function useNearViewport<T extends Element>(margin = '200px') {
  // A callback ref: the element may appear after the first render (a card shown once data is in).
  const [element, ref] = useState<T | null>(null);
  // Without IntersectionObserver (old browsers, jsdom) everything counts as near.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, margin]);
  return { ref, near };
}
