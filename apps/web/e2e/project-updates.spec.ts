// Creator updates (issue 20, docs/decisions/051) in Chromium with the fake Phantom: the creator of
// an approved project posts an update with an image from the project page's Updates tab, and a
// visitor with the page already open sees it arrive live, without reloading.
import { expect, test, type Page } from '@playwright/test';
import { approveProject, signedInPage, submitProject } from './project-helpers';
import { toastWith } from './wallet-helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const acceptCookies = (page: Page) =>
  page.addInitScript(() => window.localStorage.setItem('cookieConsent', 'accepted'));

test('the creator posts an update and a visitor on the page sees it appear live', async ({
  browser,
  request,
}) => {
  const creator = await signedInPage(browser);
  const projectId = await submitProject(creator.page, creator.wallet, {
    name: `Updates Frog ${Date.now() % 100_000}`,
  });
  await approveProject(browser, request, projectId);

  // A visitor (no wallet) opens the page first and looks at the Updates tab.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await acceptCookies(visitor);
  await visitor.goto(`/project/${projectId}`);
  await expect(visitor.getByRole('tab', { name: 'Comments' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await visitor.getByRole('tab', { name: 'Updates 0' }).click();
  const visitorPanel = visitor.getByRole('tabpanel', { name: /Updates/ });
  await expect(visitorPanel.getByText('No updates yet.', { exact: false })).toBeVisible();
  await expect(visitor.getByRole('form', { name: 'Post an update' })).toHaveCount(0);

  // The creator posts one from the same tab, with an image.
  const page = creator.page;
  await acceptCookies(page);
  await page.goto(`/project/${projectId}`);
  await page.getByRole('tab', { name: /Updates/ }).click();
  const form = page.getByRole('form', { name: 'Post an update' });
  await form.getByLabel('Title').fill('We are listed');
  await form.getByLabel('Text').fill('Trading opens today.\nThank you, frogs!');
  await form
    .getByLabel('Update image file')
    .setInputFiles({ name: 'listing.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: 'Image for this update' })).toBeVisible();
  await form.getByRole('button', { name: 'Post Update' }).click();
  await expect(toastWith(page, 'Update posted')).toBeVisible();

  // The visitor's page shows it without a reload: the tab's count, the title, the text, the image.
  await expect(visitor.getByRole('tab', { name: 'Updates 1' })).toBeVisible();
  const update = visitorPanel.getByRole('article', { name: 'We are listed' });
  await expect(update).toBeVisible();
  await expect(update).toContainText('Trading opens today.');
  await expect(update.locator('img')).toHaveAttribute('src', /^\/uploads\/project-logo-\d+/);
  await expect(update.getByRole('button', { name: /Delete update/ })).toHaveCount(0);

  await visitorContext.close();
  await creator.context.close();
});
