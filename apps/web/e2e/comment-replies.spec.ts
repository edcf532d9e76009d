// Threaded replies on the project detail page (docs/decisions/049): one wallet comments, a second
// wallet in another browser replies in the comment's thread, and the first page sees the reply
// count change and the reply itself without a reload. Writes use a project no other test file
// counts on (Grumpy Toast).
import type { ProjectListResponse } from '@memetank/shared/api/projects';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { installFakePhantom } from './fake-phantom';
import { connectPhantom, toastWith } from './wallet-helpers';

async function projectId(request: APIRequestContext, name: string): Promise<string> {
  const list = await request.get(`/api/projects?q=${encodeURIComponent(name)}&limit=1`);
  expect(list.status()).toBe(200);
  const [summary] = ((await list.json()) as ProjectListResponse).items;
  expect(summary?.name).toBe(name);
  return summary!.id;
}

async function openProject(page: Page, id: string) {
  await page.addInitScript(() => window.localStorage.setItem('cookieConsent', 'accepted'));
  await page.goto(`/project/${id}`);
}

const comments = (page: Page) => page.getByRole('list', { name: 'Comments' }).getByRole('listitem');

test('a reply from another wallet shows up in the thread, with its count, without a reload', async ({
  page,
  browser,
  request,
}) => {
  const id = await projectId(request, 'Grumpy Toast');
  const author = await installFakePhantom(page);
  await openProject(page, id);
  await connectPhantom(page, author.address);
  const text = `Is the toast ever happy? ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Your comment' }).fill(text);
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await expect(toastWith(page, 'Comment added successfully')).toContainText('Success');
  const mine = comments(page).filter({ hasText: text });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByRole('button', { name: /repl(y|ies)$/ })).toHaveCount(0);

  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    const replier = await installFakePhantom(otherPage);
    await openProject(otherPage, id);
    await connectPhantom(otherPage, replier.address);
    const parent = comments(otherPage).filter({ hasText: text });
    await parent.getByRole('button', { name: 'Reply', exact: true }).click();
    await parent.getByRole('textbox', { name: 'Your reply' }).fill('Never. That is the point.');
    await parent.getByRole('button', { name: 'Post Reply' }).click();
    await expect(toastWith(otherPage, 'Reply added successfully')).toContainText('Success');
    // The replier's own thread opens with the reply in it.
    await expect(parent.getByRole('list', { name: /Replies to/ })).toContainText(
      'Never. That is the point.',
    );

    // The author's page hears of it: the count appears on the comment, and the thread holds it.
    const toggle = mine.getByRole('button', { name: '1 reply' });
    await expect(toggle).toBeVisible();
    await toggle.click();
    const thread = mine.getByRole('list', { name: /Replies to/ });
    const reply = thread.getByRole('listitem');
    await expect(reply).toHaveCount(1);
    await expect(reply).toContainText('Never. That is the point.');
    await expect(reply).toContainText(`${replier.address.slice(0, 4)}...`);
    // Not the author's reply: no delete button on it.
    await expect(reply.getByRole('button', { name: 'Delete reply' })).toHaveCount(0);

    // The replier deletes it; the author's open thread and count follow, still without a reload.
    await parent
      .getByRole('list', { name: /Replies to/ })
      .getByRole('button', { name: 'Delete reply' })
      .click();
    await otherPage.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(mine.getByRole('button', { name: /repl(y|ies)$/ })).toHaveCount(0);
    await expect(thread).toHaveCount(0);
  } finally {
    await other.close();
  }
});
