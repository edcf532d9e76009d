// A connected wallet as the provider uses it, whatever the wallet's own API (Phantom's injected
// provider or the Wallet Standard).

export interface WalletConnection {
  walletName: string;
  /** base58 */
  address: string;
  /** Signs bytes; resolves to the 64-byte Ed25519 signature. */
  signMessage(message: Uint8Array): Promise<Uint8Array>;
  /**
   * Signs a wire transaction (built by the server, this wallet's signature slot empty); resolves to
   * the signed wire transaction. Rejects when the user declines.
   */
  signTransaction(wire: Uint8Array): Promise<Uint8Array>;
  disconnect(): Promise<void>;
  /**
   * Calls `listener` when the wallet switches account (the new address) or disconnects on its own
   * (null). Returns the unsubscribe function.
   */
  onAccountChange(listener: (address: string | null) => void): () => void;
}
