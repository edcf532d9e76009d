import { COPY_FEEDBACK_MS } from '@memetank/shared/constants';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast as sonner } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { CopyAddressButton } from './copy-address-button';

const ADDRESS = 'E1jBLnWLA2JAwXFK6JUfLE5dahqbsaWD85TA13Az3Bms';

function renderButton(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  render(
    <>
      <CopyAddressButton address={ADDRESS} label="token address" />
      <Toaster theme="light" />
    </>,
  );
  return screen.getByRole('button', { name: 'Copy token address' });
}

afterEach(() => {
  vi.useRealTimers();
  sonner.dismiss();
});

describe('CopyAddressButton', () => {
  it('copies the address, says "Copied!" and shows the feedback for 1 second', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    fireEvent.click(renderButton(writeText));
    // Lets the clipboard promise settle and the toast render, without moving the clock.
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(writeText).toHaveBeenCalledWith(ADDRESS);
    expect(screen.getByRole('button', { name: 'Copied token address' })).toBeInTheDocument();
    expect(screen.getByText('Copied!')).toBeInTheDocument();
    expect(screen.getByText('Address copied to clipboard')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(COPY_FEEDBACK_MS - 1));
    expect(screen.getByRole('button', { name: 'Copied token address' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy token address' })).toBeInTheDocument();
  });

  it('says "Copy failed" when the clipboard refuses', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const button = renderButton(() => Promise.reject(new Error('denied')));
    fireEvent.click(button);
    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to copy to clipboard')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy token address' })).toBeInTheDocument();
  });
});
