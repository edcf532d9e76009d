import type { Comment, CommentListResponse } from '@memetank/shared/api/comments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, testWallet } from '@/test/providers';
import { CommentsSection } from './comments-section';

const PROJECT_ID = '4f6c2a52-6a49-4d4c-9f3e-0b8f3c1b2a11';
const ADMIN = 'AdminWa11et1111111111111111111111111111111111';
const ALICE = 'A1iceWa11et111111111111111111111111111111111';
const BOB = 'BobWa11et11111111111111111111111111111111111';

const comment = (n: number, userId: string, text: string): Comment => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  projectId: PROJECT_ID,
  userId,
  comment: text,
  createdAt: '2026-11-01T00:00:00.000Z',
});
const COMMENTS = [comment(1, BOB, 'Buy my coin instead!!!'), comment(2, ALICE, 'Looks fun')];

/** The comments list for GET, 204 for DELETE; every request is recorded. */
function stubApi() {
  const fetch = vi.fn((path: string, init?: RequestInit) => {
    if (init?.method === 'DELETE') return Promise.resolve(new Response(null, { status: 204 }));
    const page: CommentListResponse = { items: COMMENTS, nextCursor: null };
    return Promise.resolve(jsonResponse(page));
  });
  vi.stubGlobal('fetch', fetch);
  const deletes = () =>
    fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([path]) => path);
  return { fetch, deletes };
}

function renderComments(wallet: ReturnType<typeof testWallet>) {
  renderPage(<CommentsSection projectId={PROJECT_ID} creatorWallet={ALICE} />, wallet);
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
});
