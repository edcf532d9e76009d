// Admin review: Access Denied for everyone but the admin wallet, the
// pending list and its detail panel, search and status filter, edit, reject and delete. The
// projects edited, rejected and deleted here are created by the test, so the demo data stays whole.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { installFakePhantom } from './fake-phantom';
import { devKey, signedInPage, submitProject } from './project-helpers';
import { connectPhantom, toastWith } from './wallet-helpers';

/** Submits pending projects as a fresh creator, straight through the API with a signed statement. */
async function submitProjects(browser: Browser, names: string[]): Promise<void> {
  const { context, page, wallet } = await signedInPage(browser);
  for (const name of names) {
    await submitProject(page, wallet, { name, fundingGoal: 120, deadlineInDays: 10 });
  }
  await context.close();
}

async function openAsAdmin(page: Page, request: APIRequestContext) {
  const admin = await installFakePhantom(page, {
    solanaSecretKey: await devKey(request, 'Demo admin'),
  });
  await page.goto('/admin/review');
  await connectPhantom(page, admin.address);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Manage and review all projects')).toBeVisible();
}

test('without a wallet the admin page says Access Denied and asks to connect', async ({ page }) => {
  await installFakePhantom(page);
  await page.goto('/admin/review');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(
    page.getByText('You need to be logged in with the admin wallet to access this page.'),
  ).toBeVisible();
  await expect(page.getByText('Please connect your wallet first.')).toBeVisible();
});

test('another wallet is denied with its own address shown, and the server refuses it too', async ({
  page,
}) => {
  const wallet = await installFakePhantom(page);
  await page.goto('/admin/review');
  await connectPhantom(page, wallet.address);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText(wallet.address)).toBeVisible();
  await expect(page.getByText('Please connect your wallet first.')).toHaveCount(0);
  expect(await page.evaluate(async () => (await fetch('/api/admin/projects')).status)).toBe(403);
});

test('the admin reviews pending projects: detail panel, reject, and the list reloads', async ({
  browser,
  page,
  request,
}) => {
  const name = `Reject Me ${Date.now()}`;
  await submitProjects(browser, [name]);
  await openAsAdmin(page, request);

  const pendingToggle = page.getByRole('button', { name: /^Pending \(\d+\)$/ });
  await expect(pendingToggle).toHaveAttribute('aria-pressed', 'true');
  const before = Number((await pendingToggle.textContent())?.match(/\d+/)?.[0]);
  await expect(page.getByText('Select a Project')).toBeVisible();

  const list = page.getByRole('list', { name: 'Pending projects' });
  const row = list.getByRole('button', { name: new RegExp(name) });
  await expect(row).toContainText('Medium');
  await row.click();
  const panel = page.getByRole('article', { name });
  await expect(panel).toContainText('Made by the e2e tests.');
  await expect(panel).toContainText('120.00 SOL');
  await expect(panel).toContainText('No social links');
  await expect(panel).toContainText('No pitch deck');

  await panel.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Reject ${name}?` });
  await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('Not a real token.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(toastWith(page, 'Success')).toContainText('Project rejected successfully!');
  await expect(page.getByText('Select a Project')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(pendingToggle).toHaveText(`Pending (${before - 1})`);
});

test('the admin searches, filters, edits and deletes in the all-projects view', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const editName = `Edit Me ${stamp}`;
  const deleteName = `Delete Me ${stamp}`;
  await submitProjects(browser, [editName, deleteName]);
  await openAsAdmin(page, request);

  const allToggle = page.getByRole('button', { name: /^All Projects \(\d+\)$/ });
  await allToggle.click();
  const total = Number((await allToggle.textContent())?.match(/\d+/)?.[0]);
  await expect(page.getByText(`Showing ${total} of ${total} projects`)).toBeVisible();
  for (const column of ['Project', 'Status', 'Risk', 'Funding', 'Creator', 'Created', 'Actions']) {
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  }

  const search = page.getByPlaceholder(
    'Search projects by name, description, creator wallet, or ID...',
  );
  await search.fill(`me ${stamp}`);
  const rows = page.getByRole('row').filter({ hasText: String(stamp) });
  await expect(rows).toHaveCount(2);
  await expect(page.getByText(`Showing 2 of ${total} projects`)).toBeVisible();
  await expect(rows.first()).toContainText('0.00 / 120.00 SOL');
  await expect(rows.first()).toContainText('0.0%');

  // The status filter combines with the search.
  await page.getByRole('combobox', { name: 'Filter by status' }).click();
  await page.getByRole('option', { name: 'Approved' }).click();
  await expect(page.getByRole('heading', { name: 'No Projects Found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible();
  await expect(page.getByText(`Showing 0 of ${total} projects`)).toBeVisible();
  await page.getByRole('combobox', { name: 'Filter by status' }).click();
  await page.getByRole('option', { name: 'Pending' }).click();
  await expect(rows).toHaveCount(2);

  // Edit: every field is there; money as decimals, counts as integers. Current funding and
  // investors come from the recorded investments: shown, not editable.
  await page.getByRole('button', { name: `Edit ${editName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit Project: ${editName}` });
  for (const label of [
    'Name',
    'Logo (emoji or image URL)',
    'Description',
    'Long Description',
    'Token Address',
    'Funding Goal (SOL)',
    'Current Funding (SOL)',
    'Currency',
    'Risk Score',
    'Status',
    'Deadline',
    'Upvotes',
    'Investors',
    'Pitch Deck URL',
    'Twitter URL',
    'Telegram URL',
    'Discord URL',
    'Website URL',
  ]) {
    await expect(dialog.getByLabel(label, { exact: true })).toBeVisible();
  }
  await expect(dialog.getByLabel('Current Funding (SOL)')).not.toBeEditable();
  await expect(dialog.getByLabel('Investors', { exact: true })).not.toBeEditable();
  await dialog.getByLabel('Name', { exact: true }).fill(`${editName} v2`);
  await dialog.getByLabel('Funding Goal (SOL)').fill('150');
  await dialog.getByLabel('Upvotes').fill('7');
  await dialog.getByLabel('Twitter URL').fill('https://x.com/editme');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, 'Success')).toContainText('Project updated successfully');
  await expect(dialog).toBeHidden();
  const edited = page.getByRole('row').filter({ hasText: `${editName} v2` });
  await expect(edited).toContainText('0.00 / 150.00 SOL');
  await expect(edited).toContainText('0.0%');

  // Delete: asked first; Cancel keeps it.
  await page.getByRole('button', { name: `Delete ${deleteName}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    'Are you sure you want to delete this project? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row').filter({ hasText: deleteName })).toHaveCount(1);

  await page.getByRole('button', { name: `Delete ${deleteName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toastWith(page, 'Success').filter({ hasText: 'deleted' })).toContainText(
    'Project deleted successfully',
  );
  await expect(page.getByRole('row').filter({ hasText: deleteName })).toHaveCount(0);
  await expect(allToggle).toHaveText(`All Projects (${total - 1})`);
});

test('a delete of a project that is already gone says so in the product words', async ({
  page,
  request,
}) => {
  await openAsAdmin(page, request);
  await page.getByRole('button', { name: /^All Projects/ }).click();
  await page.route('**/api/admin/projects/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({
          status: 404,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { code: 'NOT_FOUND', message: 'Project not found in database' },
          }),
        })
      : route.fallback(),
  );
  await page
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  const failed = toastWith(page, 'Error');
  await expect(failed).toContainText('Failed to delete project: Project not found in database');
  await expect(failed).toHaveAttribute('data-type', 'error');
});

test('a delete of a project holding escrow says once why not and what to do', async ({
  page,
  request,
}) => {
  const message =
    "This project holds investors' SOL in escrow. Reject it instead: investors are refunded, then it can be deleted.";
  await openAsAdmin(page, request);
  await page.getByRole('button', { name: /^All Projects/ }).click();
  await page.route('**/api/admin/projects/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'ESCROW_HELD', message } }),
        })
      : route.fallback(),
  );
  await page
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  const failed = toastWith(page, 'Error');
  await expect(failed).toContainText(message);
  await expect(failed).toHaveAttribute('data-type', 'error');
  await expect(page.getByText(message)).toHaveCount(1);
  await expect(page.getByText(/Failed to delete project/)).toHaveCount(0);
});
