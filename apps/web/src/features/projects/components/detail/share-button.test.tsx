import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProviders, testWallet } from '@/test/providers';
import { ShareButton } from './share-button';

const ID = '7b0f6a9e-2f43-4a51-9d8c-0a7f4b1e2c3d';
const NAME = 'Pepe & "Friends"';

function renderShare() {
  const { wrapper } = testProviders(testWallet());
  render(<ShareButton projectId={ID} projectName={NAME} />, { wrapper });
  return screen.getByRole('button', { name: `Share ${NAME}` });
}

afterEach(() => vi.restoreAllMocks());

describe('ShareButton', () => {
  it('copies the project page link to the clipboard and says "Link copied"', async () => {
    const user = userEvent.setup();
    await user.click(renderShare());
    await user.click(screen.getByRole('button', { name: 'Copy link' }));

    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/project/${ID}`);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    // The menu closes once the link is copied.
    expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
  });

  it('offers a post to X with the project name and link, in a new tab', async () => {
    const user = userEvent.setup();
    await user.click(renderShare());
    const post = screen.getByRole('link', { name: /Post to X/ });

    const href = new URL(post.getAttribute('href') ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://x.com/intent/post');
    expect(href.searchParams.get('url')).toBe(`${window.location.origin}/project/${ID}`);
    expect(href.searchParams.get('text')).toBe(`Check out ${NAME} on MemeTank`);
    expect(post.getAttribute('href')).toContain(encodeURIComponent(NAME));
    expect(post).toHaveAttribute('target', '_blank');
    expect(post.getAttribute('rel')).toContain('noopener');
  });

  it('opens from the keyboard and closes on Escape, focus back on the button', async () => {
    const user = userEvent.setup();
    const button = renderShare();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('dialog', { name: `Share ${NAME}` });
    expect(within(menu).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('says "Copy failed" when the clipboard refuses', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(renderShare());
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
  });
});
