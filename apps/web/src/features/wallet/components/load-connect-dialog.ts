// The connect dialog (and Radix under it) stays out of the first page load: it is fetched while
// the page is idle, when a connect button is hovered or focused, or on the first click at the latest.
export const loadConnectDialog = () => import('./connect-wallet-dialog');

/** Starts fetching the dialog's code; a failure is retried by the click that needs it. */
export function prefetchConnectDialog(): void {
  loadConnectDialog().catch(() => {});
}
