import type { ProjectDetail } from '@memetank/shared/api/projects';
import { useQuery } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast as sonner } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectQueryKeys } from '@/lib/query-keys';
import type { WalletContextValue } from '@/lib/wallet';
import { useToggleLike } from '../api/like-project';
import {
  connectedTestWallet,
  jsonResponse,
  TEST_WALLET,
  testProviders,
  testWallet,
} from '@/test/providers';
import { LikeButton } from './like-button';

const PROJECT_ID = '4f6c2a52-6a49-4d4c-9f3e-0b8f3c1b2a11';

function renderButton(
  wallet: WalletContextValue,
  props: Partial<Parameters<typeof LikeButton>[0]> = {},
) {
  const { wrapper } = testProviders(wallet);
  render(<LikeButton projectId={PROJECT_ID} liked={false} likesCount={3} {...props} />, {
    wrapper,
  });
  return screen.getByRole('button', { name: /^Like project/ });
}

const toastTitled = (title: string) =>
  screen.findByText(title).then((node) => node.closest('[data-sonner-toast]') as HTMLElement);

afterEach(() => {
  vi.unstubAllGlobals();
  // Toasts live in sonner's module state: clear them so one test's toasts do not show in the next.
  sonner.dismiss();
});

describe('LikeButton', () => {
  it('without a wallet opens "Connect Wallet to Like Projects" and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const wallet = testWallet();
    await userEvent.click(renderButton(wallet));

    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet to Like Projects' });
    expect(dialog).toHaveAccessibleDescription(
      'You need to connect your wallet to like and support projects',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connect Wallet' }));
    expect(wallet.openConnectDialog).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetch).not.toHaveBeenCalled();
    expect(wallet.ensureSignedIn).not.toHaveBeenCalled();
  });

  it('likes with PUT once signed in, disabled while the request runs, and says "Project liked!"', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    const wallet = connectedTestWallet();
    const button = renderButton(wallet);
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(button);
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    expect(wallet.ensureSignedIn).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledWith(
      `/api/projects/${PROJECT_ID}/like`,
      expect.objectContaining({ method: 'PUT' }),
    );
    expect(button).toBeDisabled();

    act(() => answer(jsonResponse({ liked: true, likesCount: 4 })));
    const toast = await toastTitled('Project liked!');
    expect(toast).toHaveTextContent('Thank you for supporting this project');
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('removes a like with DELETE and says "Removed like"', async () => {
    const fetch = vi.fn(() => Promise.resolve(jsonResponse({ liked: false, likesCount: 2 })));
    vi.stubGlobal('fetch', fetch);
    await userEvent.click(renderButton(connectedTestWallet(), { liked: true }));

    const toast = await toastTitled('Removed like');
    expect(toast).toHaveTextContent('Project unliked successfully');
    expect(fetch).toHaveBeenCalledWith(
      `/api/projects/${PROJECT_ID}/like`,
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('says "Failed to update like status. Please try again." when the server fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(jsonResponse({ error: { code: 'INTERNAL', message: 'boom' } }, 500)),
      ),
    );
    const button = renderButton(connectedTestWallet());
    await userEvent.click(button);

    const toast = await toastTitled('Error');
    expect(toast).toHaveTextContent('Failed to update like status. Please try again.');
    expect(toast).toHaveAttribute('data-type', 'error');
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('a click while the wallet reconnects after a reload removes the like once it has, without asking to connect', async () => {
    const fetch = vi.fn(() => Promise.resolve(jsonResponse({ liked: false, likesCount: 2 })));
    vi.stubGlobal('fetch', fetch);
    let reconnected: (address: string) => void = () => {};
    const reconnecting = new Promise<string>((resolve) => (reconnected = resolve));
    // Not connected yet as far as the page knows; the wallet's answer is on its way.
    const wallet = testWallet({
      connectedAddress: vi.fn(() => reconnecting),
      ensureSignedIn: vi.fn(() => Promise.resolve(true)),
    });
    const button = renderButton(wallet, { liked: true });
    await userEvent.click(button);
    // Busy while the wallet answers: a second click sends nothing more.
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    reconnected(TEST_WALLET);

    expect(await toastTitled('Removed like')).toHaveTextContent('Project unliked successfully');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      `/api/projects/${PROJECT_ID}/like`,
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('sends nothing when the user declines to sign in', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const wallet = connectedTestWallet({ ensureSignedIn: vi.fn(() => Promise.resolve(false)) });
    const button = renderButton(wallet);
    await userEvent.click(button);

    await waitFor(() => expect(wallet.ensureSignedIn).toHaveBeenCalledOnce());
    await waitFor(() => expect(button).toBeEnabled());
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });

  it.each([
    [0, '0 likes'],
    [1, '1 like'],
    [2, '2 likes'],
    [1234, '1,234 likes'],
  ])('the detail variant shows %i as "%s"', (count, text) => {
    const button = renderButton(testWallet(), { likesCount: count, variant: 'detail' });
    expect(button.textContent).toBe(text);
  });

  it('shows the count the server answers on the detail page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ liked: true, likesCount: 8 }))),
    );
    const { wrapper, queryClient } = testProviders(connectedTestWallet());
    queryClient.setQueryData(projectQueryKeys.detail(PROJECT_ID), {
      id: PROJECT_ID,
      likesCount: 6,
      likedByMe: false,
    } as ProjectDetail);
    function DetailLike() {
      const { data } = useQuery<ProjectDetail>({
        queryKey: projectQueryKeys.detail(PROJECT_ID),
        queryFn: () => new Promise(() => {}),
        staleTime: Infinity,
      });
      return data ? (
        <LikeButton
          projectId={PROJECT_ID}
          liked={data.likedByMe}
          likesCount={data.likesCount}
          variant="detail"
        />
      ) : null;
    }
    render(<DetailLike />, { wrapper });
    const button = screen.getByRole('button', { name: /^Like project/ });
    expect(button).toHaveTextContent('6 likes');

    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent('8 likes'));
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('useToggleLike', () => {
  it('says "Wallet Required" and sends nothing when no wallet is connected', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { wrapper } = testProviders(testWallet());
    const { result } = renderHook(() => useToggleLike(PROJECT_ID), { wrapper });

    act(() => result.current.mutate(false));
    const toast = await toastTitled('Wallet Required');
    expect(toast).toHaveTextContent('Please connect your wallet to like projects');
    expect(fetch).not.toHaveBeenCalled();
  });
});
