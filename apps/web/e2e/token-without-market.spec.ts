// A token no market data provider knows (issue 35): its project page says "No market yet" in the
// bonding-curve card, the token market panel and the trades list, shows no market figure, and
// links to no transaction: only a provider's trades, real transactions, are ever linked.
import { expect, test, type Page } from '@playwright/test';
import {
  createTestToken,
  providersTreat,
  signedInPage,
  submitTokenProject,
} from './project-helpers';

const card = (page: Page, title: string) =>
  page
    .locator('.rounded-xl')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('a token with no market reads "No market yet" and links to no transaction', async ({
  browser,
  request,
}) => {
  const creator = await signedInPage(browser);
  const { page } = creator;
  const mint = await createTestToken(page, { name: 'No Market Token', symbol: 'NOMKT' });
  // Before anyone looks it up: from the first lookup on, no provider knows the coin.
  await providersTreat(request, mint, 'Gone');
  const { id } = await submitTokenProject(page, creator.wallet, {
    name: `No Market ${Date.now()}`,
    mint,
  });
  // The creator sees its own pending project.
  await page.addInitScript(() => window.localStorage.setItem('cookieConsent', 'accepted'));
  await page.goto(`/project/${id}`);
  const bonding = card(page, 'Bonding Curve Progress');
  await expect(bonding.getByTestId('bonding-status')).toHaveText('No market yet');
  await expect(bonding).not.toContainText('0.0%');
  await expect(card(page, 'Token Market').getByTestId('no-market')).toContainText('No market yet');
  await expect(page.getByTestId('market-cap')).toHaveCount(0);
  const trades = card(page, 'Latest Market Trades');
  await expect(trades).toContainText(
    'No market yet: this token has no trades on a market to show.',
  );
  await expect(page.locator('a[href*="/tx/"]')).toHaveCount(0);
});
