import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppBrowserRouter } from '@/app/browser-router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { AppRoutes, readyForFirstRender } from '@/app/router';
import { loadChainCluster } from '@/lib/explorer';
import { restoreSiteTitle } from '@/lib/site-title';
import './index.css';

// A shared project's link was served with the project's title for crawlers; the app sets its own.
restoreSiteTitle();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// The cluster the server runs on, for explorer links (until it is known they are for mainnet).
void loadChainCluster();

const root = createRoot(container);
// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole tree (a slow phone stays responsive while the page starts).
const render = () =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <AppBrowserRouter>
            <AppRoutes />
          </AppBrowserRouter>
        </AppProviders>
      </StrictMode>,
    );
  });
void readyForFirstRender(queryClient, window.location.pathname).then(render);
