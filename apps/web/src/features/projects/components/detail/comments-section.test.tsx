import type { Comment, CommentListResponse } from '@memetank/shared/api/comments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, testWallet } from '@/test/providers';
import { CommentsSection } from './comments-section';

const PROJECT_ID = '4f6c2a52-6a49-4d4c-9f3e-0b8f3c1b2a11';
const ADMIN = 'AdminWa11et1111111111111111111111111111111111';
/** The project's creator. */
const ALICE = 'A1iceWa11et111111111111111111111111111111111';
const BOB = 'BobWa11et11111111111111111111111111111111111';

const comment = (
  n: number,
  userId: string,
  text: string,
  more: Partial<Comment> = {},
): Comment => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  projectId: PROJECT_ID,
  parentId: null,
  userId,
  isCreator: userId === ALICE,
  comment: text,
  createdAt: '2026-11-01T00:00:00.000Z',
  replyCount: 0,
  ...more,
});
const COMMENTS = [comment(1, BOB, 'Buy my coin instead!!!'), comment(2, ALICE, 'Looks fun')];

/** The comments list for GET, 204 for DELETE; every request is recorded. */
function stubApi(items: Comment[] = COMMENTS, threads: Record<string, Comment[]> = {}) {
  const fetch = vi.fn((path: string, init?: RequestInit) => {
    if (init?.method === 'DELETE') return Promise.resolve(new Response(null, { status: 204 }));
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { comment: string; parentId?: string };
      return Promise.resolve(
        jsonResponse(comment(9, BOB, body.comment, { parentId: body.parentId ?? null }), 201),
      );
    }
    const thread = /\/comments\/([^/]+)\/replies/.exec(path)?.[1];
    const page: CommentListResponse = {
      items: thread ? (threads[thread] ?? []) : items,
      nextCursor: null,
    };
    return Promise.resolve(jsonResponse(page));
  });
  vi.stubGlobal('fetch', fetch);
  const deletes = () =>
    fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([path]) => path);
  const posts = () =>
    fetch.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([path, init]) => [path, JSON.parse(String(init!.body))]);
  const reads = () =>
    fetch.mock.calls.filter(([, init]) => !init?.method || init.method === 'GET').map(([p]) => p);
  return { fetch, deletes, posts, reads };
}

function renderComments(wallet: ReturnType<typeof testWallet>) {
  renderPage(<CommentsSection projectId={PROJECT_ID} />, wallet);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CommentsSection', () => {
  it("shows the admin wallet a delete control on every comment and deletes another wallet's comment only once confirmed", async () => {
    const api = stubApi();
    renderComments(testWallet({ publicKey: ADMIN, isAdmin: true }));

    const list = await screen.findByRole('list', { name: 'Comments' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    for (const item of items) {
      expect(within(item).getByRole('button', { name: 'Delete comment' })).toBeEnabled();
    }

    // Cancelling the confirmation deletes nothing.
    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Delete comment' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this comment? This action cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.deletes()).toEqual([]);

    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Delete comment' }));
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.deletes()).toEqual([`/api/comments/${COMMENTS[0]!.id}`]));
    expect(await screen.findByText('Comment deleted successfully')).toBeInTheDocument();
  });

  it('shows a wallet that is not the admin a delete control on its own comments only, and asks before deleting', async () => {
    const api = stubApi();
    renderComments(testWallet({ publicKey: ALICE }));

    const list = await screen.findByRole('list', { name: 'Comments' });
    const [bobs, alices] = within(list).getAllByRole('listitem');
    expect(within(bobs!).queryByRole('button', { name: 'Delete comment' })).toBeNull();

    // Cancelling the confirmation deletes nothing.
    await userEvent.click(within(alices!).getByRole('button', { name: 'Delete comment' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete your comment?' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this comment? This action cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.deletes()).toEqual([]);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    await userEvent.click(within(alices!).getByRole('button', { name: 'Delete comment' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete your comment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.deletes()).toEqual([`/api/comments/${COMMENTS[1]!.id}`]));
    expect(await screen.findByText('Comment deleted successfully')).toBeInTheDocument();
  });

  it('keeps "Post Comment" disabled for a comment of only zero-width or invisible characters', async () => {
    stubApi();
    renderComments(testWallet({ publicKey: BOB }));
    const input = await screen.findByLabelText('Your comment');
    const post = screen.getByRole('button', { name: 'Post Comment' });

    await userEvent.type(input, '\u200B\u200C\u200D\u2060\uFEFF\u00AD ');
    expect(post).toBeDisabled();
    await userEvent.type(input, 'gm');
    expect(post).toBeEnabled();
  });

  describe('replies', () => {
    const PARENT = comment(1, BOB, 'When moon?', { replyCount: 2 });
    const THREAD = [
      comment(3, ALICE, 'Soon, frens', { parentId: PARENT.id }),
      comment(4, BOB, 'Thanks!', { parentId: PARENT.id }),
    ];

    it('shows "2 replies" on the parent and opens its thread, oldest first, on click', async () => {
      const api = stubApi([PARENT, comment(2, ALICE, 'No replies here')], { [PARENT.id]: THREAD });
      renderComments(testWallet());

      const list = await screen.findByRole('list', { name: 'Comments' });
      const [parent, other] = within(list).getAllByRole('listitem');
      expect(within(other!).queryByRole('button', { name: /repl(y|ies)$/ })).toBeNull();
      const toggle = within(parent!).getByRole('button', { name: '2 replies' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      // The thread is read only once it is opened.
      expect(api.reads().some((path) => path.includes('/replies'))).toBe(false);

      await userEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const thread = await within(parent!).findByRole('list', { name: 'Replies to BobW...1111' });
      const replies = within(thread).getAllByRole('listitem');
      expect(replies.map((item) => item.querySelector('p')?.textContent)).toEqual([
        'Soon, frens',
        'Thanks!',
      ]);
      expect(api.reads()).toContain(`/api/projects/${PROJECT_ID}/comments/${PARENT.id}/replies`);

      await userEvent.click(toggle);
      expect(within(parent!).queryByRole('list', { name: /Replies to/ })).toBeNull();
    });

    it("marks the creator's comments and replies with a Creator badge, as the server says", async () => {
      stubApi([PARENT, comment(2, ALICE, 'Creator here')], { [PARENT.id]: THREAD });
      renderComments(testWallet());

      const list = await screen.findByRole('list', { name: 'Comments' });
      const [parent, creators] = within(list).getAllByRole('listitem');
      expect(within(creators!).getByText('Creator')).toBeInTheDocument();
      expect(within(parent!).queryByText('Creator')).toBeNull();

      await userEvent.click(within(parent!).getByRole('button', { name: '2 replies' }));
      const thread = await within(parent!).findByRole('list', { name: /Replies to/ });
      const [answer, thanks] = within(thread).getAllByRole('listitem');
      expect(within(answer!).getByText('Creator')).toBeInTheDocument();
      expect(within(thanks!).queryByText('Creator')).toBeNull();
    });

    it('posts a reply to the comment from its inline form and opens the thread', async () => {
      const api = stubApi([PARENT], { [PARENT.id]: THREAD });
      renderComments(testWallet({ publicKey: BOB }));

      const list = await screen.findByRole('list', { name: 'Comments' });
      const [parent] = within(list).getAllByRole('listitem');
      await userEvent.click(within(parent!).getByRole('button', { name: 'Reply' }));
      const input = within(parent!).getByLabelText('Your reply');
      const send = within(parent!).getByRole('button', { name: 'Post Reply' });
      await userEvent.type(input, '   ');
      expect(send).toBeDisabled();
      await userEvent.type(input, ' To the moon ');
      await userEvent.click(send);

      await waitFor(() =>
        expect(api.posts()).toEqual([
          [`/api/projects/${PROJECT_ID}/comments`, { comment: 'To the moon', parentId: PARENT.id }],
        ]),
      );
      expect(await screen.findByText('Reply added successfully')).toBeInTheDocument();
      expect(within(parent!).queryByLabelText('Your reply')).toBeNull();
      expect(await within(parent!).findByRole('list', { name: /Replies to/ })).toBeInTheDocument();
    });

    it('asks a visitor without a wallet to connect before replying', async () => {
      const api = stubApi([PARENT]);
      renderComments(testWallet());

      const list = await screen.findByRole('list', { name: 'Comments' });
      const [parent] = within(list).getAllByRole('listitem');
      await userEvent.click(within(parent!).getByRole('button', { name: 'Reply' }));
      expect(within(parent!).getByText(/Please connect your wallet to reply/)).toBeInTheDocument();
      await userEvent.type(within(parent!).getByLabelText('Your reply'), 'Hello');
      expect(within(parent!).getByRole('button', { name: 'Post Reply' })).toBeDisabled();
      expect(api.posts()).toEqual([]);
    });

    it('deletes your own reply once confirmed, and offers no delete on the replies of others', async () => {
      const api = stubApi([PARENT], { [PARENT.id]: THREAD });
      renderComments(testWallet({ publicKey: BOB }));

      const list = await screen.findByRole('list', { name: 'Comments' });
      const [parent] = within(list).getAllByRole('listitem');
      await userEvent.click(within(parent!).getByRole('button', { name: '2 replies' }));
      const thread = await within(parent!).findByRole('list', { name: /Replies to/ });
      const [alices, bobs] = within(thread).getAllByRole('listitem');
      expect(within(alices!).queryByRole('button', { name: 'Delete reply' })).toBeNull();

      await userEvent.click(within(bobs!).getByRole('button', { name: 'Delete reply' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete your reply?' });
      expect(dialog).toHaveTextContent(
        'Are you sure you want to delete this reply? This action cannot be undone.',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(api.deletes()).toEqual([`/api/comments/${THREAD[1]!.id}`]));
    });

    it('warns that deleting a comment deletes its replies too', async () => {
      stubApi([PARENT]);
      renderComments(testWallet({ publicKey: BOB }));
      const list = await screen.findByRole('list', { name: 'Comments' });
      const [parent] = within(list).getAllByRole('listitem');
      await userEvent.click(within(parent!).getAllByRole('button', { name: 'Delete comment' })[0]!);
      expect(await screen.findByRole('alertdialog')).toHaveTextContent(
        'Are you sure you want to delete this comment and its 2 replies? This action cannot be undone.',
      );
    });
  });
});
