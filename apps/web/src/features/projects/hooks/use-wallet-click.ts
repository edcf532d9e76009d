// What the like and follow buttons share: a click asks the wallet first (right after a reload it
// may still be reconnecting), then acts as the wallet or asks to connect. While it asks, the button
// is busy and further clicks are ignored, so a double click cannot send the same toggle twice.
import { useState } from 'react';
import { useWallet } from '@/lib/wallet';

export function useWalletClick() {
  const { connectedAddress } = useWallet();
  const [waiting, setWaiting] = useState(false);
  return {
    waiting,
    /** `act` when a wallet is connected, else `askToConnect`. */
    click: async (act: () => void, askToConnect: () => void) => {
      if (waiting) return;
      setWaiting(true);
      try {
        if (await connectedAddress()) act();
        else askToConnect();
      } finally {
        setWaiting(false);
      }
    },
  };
}
