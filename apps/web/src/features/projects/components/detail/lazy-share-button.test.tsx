import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testProviders, testWallet } from '@/test/providers';
import { LazyShareButton } from './lazy-share-button';

describe('LazyShareButton', () => {
  it('opens the share menu when clicked before its code has loaded', async () => {
    const user = userEvent.setup();
    const { wrapper } = testProviders(testWallet());
    render(<LazyShareButton projectId="7b0f6a9e" projectName="Pepe" />, { wrapper });
    await user.click(screen.getByRole('button', { name: 'Share Pepe' }));
    const menu = await screen.findByRole('dialog', { name: 'Share Pepe' });
    expect(menu).toHaveTextContent('Copy link');
  });
});
