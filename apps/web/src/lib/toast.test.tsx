import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { toast } from './toast';

describe('toast', () => {
  it('shows a title and a description', async () => {
    render(<Toaster theme="dark" />);
    act(() => {
      toast({ title: 'Copied!', description: 'Address copied to clipboard' });
    });
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
    expect(screen.getByText('Address copied to clipboard')).toBeInTheDocument();
    expect(screen.getByText('Copied!').closest('[data-sonner-toast]')).not.toHaveAttribute(
      'data-type',
      'error',
    );
  });

  it('shows the destructive variant as an error toast', async () => {
    render(<Toaster theme="light" />);
    act(() => {
      toast({ title: 'Error', description: 'Failed to refresh balance.', variant: 'destructive' });
    });
    const title = await screen.findByText('Error');
    expect(screen.getByText('Failed to refresh balance.')).toBeInTheDocument();
    expect(title.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
  });
});
