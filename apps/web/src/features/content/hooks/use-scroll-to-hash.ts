// Scrolls to the element named by the URL's #fragment once the page has rendered. The router does
// this on in-app navigation; a first visit to /page#section arrives before the lazy page exists,
// so content pages call this after they mount. A page whose sections arrive later (fetched data)
// passes `ready` and scrolls once it turns true.
import { useEffect } from 'react';
import { useLocation } from '@/lib/router/router';

export function useScrollToHash(ready = true) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash || !ready) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    document.getElementById(id)?.scrollIntoView();
  }, [hash, ready]);
}
