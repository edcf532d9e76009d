import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast as sonner } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WalletContextValue } from '@/lib/wallet';
import { connectedTestWallet, jsonResponse, testProviders, testWallet } from '@/test/providers';
import { FollowButton } from './follow-button';

const PROJECT_ID = '4f6c2a52-6a49-4d4c-9f3e-0b8f3c1b2a11';
const FOLLOW_URL = `/api/projects/${PROJECT_ID}/follow`;

/** A fetch answering the GET with `initial` and each PUT or DELETE through `write`. */
function stubFollowApi(
  initial: { following: boolean; followers: number },
  write: (method: string) => Promise<Response>,
) {
  const fetch = vi.fn((_url: string, init?: RequestInit) =>
    init?.method === 'PUT' || init?.method === 'DELETE'
      ? write(init.method)
      : Promise.resolve(jsonResponse(initial)),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function renderButton(wallet: WalletContextValue) {
  const { wrapper } = testProviders(wallet);
  render(<FollowButton projectId={PROJECT_ID} />, { wrapper });
  const button = screen.getByRole('button', { name: /^Follow/ });
  await waitFor(() => expect(screen.getByTestId('follower-count')).toBeInTheDocument());
  return button;
}

const toastTitled = (title: string) =>
  screen.findByText(title).then((node) => node.closest('[data-sonner-toast]') as HTMLElement);

const writes = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method !== 'GET');

afterEach(() => {
  vi.unstubAllGlobals();
  sonner.dismiss();
});

describe('FollowButton', () => {
  it('shows "Follow" and the follower count, not pressed, for a wallet that does not follow', async () => {
    stubFollowApi({ following: false, followers: 12 }, () => new Promise(() => {}));
    const button = await renderButton(connectedTestWallet());
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAccessibleName('Follow, 12 followers');
    expect(button).toHaveTextContent(/^Follow· 12$/);
  });

  it('says "1 follower" to screen readers for one', async () => {
    stubFollowApi({ following: true, followers: 1 }, () => new Promise(() => {}));
    const button = await renderButton(connectedTestWallet());
    expect(button).toHaveAccessibleName('Following, 1 follower');
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('follows with PUT once signed in, shows "Following" at once, then the server\'s count', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = stubFollowApi(
      { following: false, followers: 3 },
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    const wallet = connectedTestWallet();
    const button = await renderButton(wallet);

    await userEvent.click(button);
    await waitFor(() => expect(writes(fetch)).toHaveLength(1));
    expect(wallet.ensureSignedIn).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledWith(FOLLOW_URL, expect.objectContaining({ method: 'PUT' }));
    // Optimistic: pressed with one more follower before the server answers, and busy.
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveTextContent('Following· 4');
    expect(button).toBeDisabled();

    act(() => answer(jsonResponse({ following: true, followers: 9 })));
    await waitFor(() => expect(button).toHaveTextContent('Following· 9'));
    await waitFor(() => expect(button).toBeEnabled());
    expect(await toastTitled('Project followed')).toHaveTextContent(
      'You will be notified of its updates and when its campaign ends',
    );
  });

  it('unfollows with DELETE', async () => {
    const fetch = stubFollowApi({ following: true, followers: 5 }, () =>
      Promise.resolve(jsonResponse({ following: false, followers: 4 })),
    );
    const button = await renderButton(connectedTestWallet());
    await userEvent.click(button);

    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(button).toHaveTextContent('Follow· 4');
    expect(fetch).toHaveBeenCalledWith(FOLLOW_URL, expect.objectContaining({ method: 'DELETE' }));
    expect(await toastTitled('Project unfollowed')).toBeInTheDocument();
  });

  it("goes back and says the server's words when the project cannot be followed", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFollowApi({ following: false, followers: 2 }, () =>
      Promise.resolve(
        jsonResponse(
          {
            error: {
              code: 'PROJECT_NOT_APPROVED',
              message: 'Only approved projects can be followed',
            },
          },
          409,
        ),
      ),
    );
    const button = await renderButton(connectedTestWallet());
    await userEvent.click(button);

    const toast = await toastTitled('Error');
    expect(toast).toHaveTextContent('Only approved projects can be followed');
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveTextContent('Follow· 2');
  });

  it('without a wallet opens "Connect Wallet to Follow Projects" and sends nothing', async () => {
    const fetch = stubFollowApi({ following: false, followers: 0 }, () => new Promise(() => {}));
    const wallet = testWallet();
    await userEvent.click(await renderButton(wallet));

    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet to Follow Projects' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connect Wallet' }));
    expect(wallet.openConnectDialog).toHaveBeenCalledOnce();
    expect(writes(fetch)).toHaveLength(0);
    expect(wallet.ensureSignedIn).not.toHaveBeenCalled();
  });
});
