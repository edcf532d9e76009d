// The live wallet connection and its address, held in refs so that callbacks that outlive a render
// (wallet events, a sign-in in flight) read the current ones, and the reconnect on load that an
// action waits for. Shared by the wallet provider's hooks.
import { useRef, type RefObject } from 'react';
import type { WalletConnection } from './connectors/connection';

/** How a connection started: the user asked, or the page reconnected a trusted wallet on load. */
export type ConnectMode = 'user' | 'auto';

export interface LiveConnection {
  connectionRef: RefObject<WalletConnection | null>;
  addressRef: RefObject<string | null>;
  /**
   * Settles once the silent reconnect on load has: connected and found its session, or given up
   * (use-auto-reconnect.ts). Already settled when there is none.
   */
  reconnectedRef: RefObject<Promise<void>>;
}

export function useLiveConnection(): LiveConnection {
  const connectionRef = useRef<WalletConnection | null>(null);
  const addressRef = useRef<string | null>(null);
  const reconnectedRef = useRef(Promise.resolve());
  return { connectionRef, addressRef, reconnectedRef };
}
