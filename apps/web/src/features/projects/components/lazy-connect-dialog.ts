// The like and follow buttons' "connect a wallet first" modal, fetched when first needed (or when
// the pointer nears one of them): the home page loads with the app and most visitors never open it.
import { lazy } from 'react';

const loadLikeConnectDialog = () => import('./like-connect-dialog');

export const LazyLikeConnectDialog = lazy(() =>
  loadLikeConnectDialog().then((module) => ({ default: module.LikeConnectDialog })),
);

export const prefetchLikeConnectDialog = () => void loadLikeConnectDialog().catch(() => {});
