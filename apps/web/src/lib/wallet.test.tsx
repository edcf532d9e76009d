import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useWallet } from './wallet';

function WalletProbe() {
  const { status } = useWallet();
  return <p>{status}</p>;
}

describe('useWallet', () => {
  it('throws "useWallet must be used within a WalletProvider" outside the provider', () => {
    // React reports the thrown error on the console as well; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<WalletProbe />)).toThrow(
      new Error('useWallet must be used within a WalletProvider'),
    );
  });
});
