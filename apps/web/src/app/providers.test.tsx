import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { AppProviders } from './providers';

describe('AppProviders', () => {
  it('shows a toast fired before the toaster has loaded', async () => {
    render(
      <AppProviders>
        <p>Page</p>
      </AppProviders>,
    );
    // The toaster waits for an idle moment (2 s without requestIdleCallback); a toast cannot wait.
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();
    act(() => {
      toast({ title: 'Welcome back', description: 'Your wallet reconnected.' });
    });
    expect(await screen.findByText('Welcome back')).toBeInTheDocument();
    expect(screen.getByText('Your wallet reconnected.')).toBeInTheDocument();
  });
});
