import { Outlet } from '@/lib/router/router';
import { CookieBanner } from './cookie-banner';
import { NavigationProgress } from './navigation-progress';
import { ScrollRestoration } from './scroll-restoration';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useWalletConnected } from './use-wallet-connected';

/** The frame around every page: header, the page, footer, and the cookie banner until answered. */
export function AppLayout() {
  const walletConnected = useWalletConnected();
  return (
    <div className="flex min-h-dvh flex-col">
      <NavigationProgress />
      <SiteHeader walletConnected={walletConnected} />
      <main className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <SiteFooter />
      <CookieBanner />
      {/* New pages open at the top; back and forward return to where the reader was. */}
      <ScrollRestoration />
    </div>
  );
}
