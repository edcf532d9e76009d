// Follows and notifications (issue 20, part 3) in Chromium with two fake Phantoms: a second wallet
// follows a new project; its creator posts an update; the follower's open page shows the update and
// its bell counts it live, without a reload; the follower opens the bell, reads "New update: ...",
// and clicking it marks it read. Then a reply to the creator's comment reaches the creator's bell.
import { expect, test, type Page } from '@playwright/test';
import { approveProject, signedInPage, submitProject } from './project-helpers';
import { short, toastWith } from './wallet-helpers';

const acceptCookies = (page: Page) =>
  page.addInitScript(() => window.localStorage.setItem('cookieConsent', 'accepted'));

const bell = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

/** Opens `path` with the notification stream connected (an event sent before would be missed). */
async function openWithStream(page: Page, path: string) {
  const stream = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/me/events',
  );
  await page.goto(path);
  expect((await stream).status()).toBe(200);
}

test("a follower sees the creator's update live and gets its notification; a reply notifies the comment's author", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `Bell Frog ${Date.now() % 100_000}`;
  const creator = await signedInPage(browser);
  await acceptCookies(creator.page);
  const projectId = await submitProject(creator.page, creator.wallet, { name });
  await approveProject(browser, request, projectId);

  // The creator hears of the approval: open the bell, read it, mark all read.
  await openWithStream(creator.page, `/project/${projectId}`);
  await expect(bell(creator.page)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(creator.page).click();
  await expect(panel(creator.page).getByRole('link', { name: /Unread/ })).toContainText(
    'Your project was approved',
  );
  await panel(creator.page).getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell(creator.page)).toHaveAccessibleName('Notifications');
  await creator.page.keyboard.press('Escape');

  // A second wallet follows the project from its page, and leaves the page open on the Updates tab.
  const follower = await signedInPage(browser);
  const page = follower.page;
  await acceptCookies(page);
  await openWithStream(page, `/project/${projectId}`);
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  const follow = page.getByRole('button', { name: /^Follow, \d+ followers?$/ });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  const before = Number((await follow.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
  await follow.click();
  const following = page.getByRole('button', { name: /^Following, \d+ followers?$/ });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  await expect(following).toHaveAccessibleName(
    `Following, ${before + 1} ${before + 1 === 1 ? 'follower' : 'followers'}`,
  );
  await expect(toastWith(page, 'Project followed')).toBeVisible();
  await page.getByRole('tab', { name: 'Updates 0' }).click();

  // The creator posts an update.
  await creator.page.getByRole('tab', { name: /Updates/ }).click();
  const form = creator.page.getByRole('form', { name: 'Post an update' });
  const title = `Listed at last ${Date.now() % 1000}`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Text').fill('Trading opens today.');
  await form.getByRole('button', { name: 'Post Update' }).click();
  await expect(toastWith(creator.page, 'Update posted')).toBeVisible();

  // The follower's page shows it and the bell counts it, without a reload.
  await expect(page.getByRole('tab', { name: 'Updates 1' })).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(bell(page).getByTestId('unread-badge')).toHaveText('1');

  // The follower opens the bell: the update, unread; clicking it marks it read.
  await bell(page).click();
  const item = panel(page).getByRole('link', { name: new RegExp(`New update: ${title}`) });
  await expect(item).toContainText(name);
  await expect(item).toContainText('Unread');
  await item.click();
  await expect(panel(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/project/${projectId}$`));
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(bell(page).getByTestId('unread-badge')).toHaveCount(0);
  await bell(page).click();
  await expect(panel(page).getByRole('link', { name: new RegExp(title) })).not.toContainText(
    'Unread',
  );
  await page.keyboard.press('Escape');

  // The creator comments; the follower replies; the creator's bell has the reply.
  await creator.page.getByRole('tab', { name: /Comments/ }).click();
  const comment = `Who is in? ${Date.now()}`;
  await creator.page.getByRole('textbox', { name: 'Your comment' }).fill(comment);
  await creator.page.getByRole('button', { name: 'Post Comment' }).click();
  await expect(toastWith(creator.page, 'Comment added successfully')).toContainText('Success');

  await page.getByRole('tab', { name: /Comments/ }).click();
  const parent = page
    .getByRole('list', { name: 'Comments' })
    .getByRole('listitem')
    .filter({ hasText: comment });
  await parent.getByRole('button', { name: 'Reply', exact: true }).click();
  await parent.getByRole('textbox', { name: 'Your reply' }).fill('Me, from the first update.');
  await parent.getByRole('button', { name: 'Post Reply' }).click();
  await expect(toastWith(page, 'Reply added successfully')).toContainText('Success');

  await expect(bell(creator.page)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(creator.page).click();
  const reply = panel(creator.page).getByRole('link', { name: /replied: Me, from the first/ });
  await expect(reply).toContainText(
    `${short(follower.wallet.address)} replied: Me, from the first update.`,
  );
  await expect(reply).toContainText('Unread');

  await follower.context.close();
  await creator.context.close();
});
