// Every HTTP module's routes, and the OpenAPI document they make.
import type { AppInstance } from '../app-types';
import { adminEscrowRoutes } from '../modules/admin/escrow-routes';
import { adminRoutes } from '../modules/admin/routes';
import { authRoutes } from '../modules/auth/routes';
import { commentRoutes } from '../modules/comments/routes';
import { devRoutes } from '../modules/dev/routes';
import { explorerRoutes } from '../modules/explorer/routes';
import { healthRoutes } from '../modules/health/routes';
import { investingRoutes } from '../modules/investing/routes';
import { ledgerRoutes } from '../modules/ledger/routes';
import { marketRoutes } from '../modules/market/routes';
import { meRoutes } from '../modules/me/routes';
import { notificationRoutes } from '../modules/notifications/routes';
import { projectRoutes } from '../modules/projects/routes';
import { projectStreamRoutes } from '../modules/project-stream/routes';
import { submissionRoutes } from '../modules/submissions/routes';
import { tokenRoutes } from '../modules/tokens/routes';
import { updateRoutes } from '../modules/updates/routes';
import { uploadRoutes } from '../modules/uploads/routes';
import { walletRoutes } from '../modules/wallets/routes';
import type { PreviewCards } from '../projects/preview-card';

export async function routesPlugin(app: AppInstance, previewCards: PreviewCards) {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(marketRoutes);
  await app.register(investingRoutes);
  await app.register(ledgerRoutes);
  await app.register(explorerRoutes);
  await app.register(walletRoutes);
  await app.register(devRoutes);
  await app.register(projectRoutes, { previewCards });
  await app.register(tokenRoutes);
  await app.register(commentRoutes);
  await app.register(projectStreamRoutes);
  await app.register(updateRoutes);
  await app.register(submissionRoutes);
  await app.register(uploadRoutes);
  await app.register(meRoutes);
  await app.register(notificationRoutes);
  await app.register(adminRoutes);
  await app.register(adminEscrowRoutes);
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
