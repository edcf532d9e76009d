// The one reconciler for every transfer whose answer may be lost: an investment coming into the
// vault, a claim's payout or a fee withdrawal going out of it. Each is written down (with its
// signature and its blockhash's last valid height) before it is sent; a crash or a chain that
// stops answering leaves it undecided. Each run looks every undecided one up on chain:
// - confirmed: it landed, complete it;
// - failed: release it (undo what was written before sending);
// - unknown: release it as expired once it can no longer land (its blockhash's last valid height
//   is passed, or on the local chain, whose blocks do not advance with time, once it is older
//   than LOCAL_STALE_MS by the injected clock), else leave it for the next run.
// Every kind only says how to list, complete and release its own; this file decides.
import type { EscrowDeps } from './deps';

/** On the local chain an unknown transfer this old (by the injected clock) was never processed. */
export const LOCAL_STALE_MS = 10 * 60_000;
/** How many undecided transfers of one kind a run looks at. */
export const RECONCILE_BATCH = 200;

export interface PendingTransfer {
  signature: string;
  lastValidBlockHeight: bigint;
  /** When it was sent, by the injected clock; null when unknown (it then counts as old). */
  sentAt: Date | null;
}

export type ReleaseReason = { state: 'failed'; reason: string } | { state: 'expired' };

export interface TransferKind<T extends PendingTransfer> {
  /** Transfers of this kind that were sent and are not decided yet (at most RECONCILE_BATCH). */
  listPending(): Promise<T[]>;
  /** It landed: record it as done (idempotent). */
  complete(transfer: T): Promise<void>;
  /** It failed or can never land: undo what was written before it was sent (idempotent). */
  release(transfer: T, why: ReleaseReason): Promise<void>;
}

/** Decides every undecided transfer of one kind it can; returns how many it completed. */
export async function reconcileTransfers<T extends PendingTransfer>(
  deps: Pick<EscrowDeps, 'chain' | 'clock'>,
  kind: TransferKind<T>,
): Promise<{ completed: number }> {
  const { chain, clock } = deps;
  let completed = 0;
  let height: bigint | null = null;
  for (const transfer of await kind.listPending()) {
    const status = await chain.getSignatureStatus(transfer.signature);
    if (status.state === 'confirmed') {
      await kind.complete(transfer);
      completed += 1;
    } else if (status.state === 'failed') {
      await kind.release(transfer, { state: 'failed', reason: status.reason });
    } else {
      height ??= await chain.getBlockHeight();
      const age = clock.now().getTime() - (transfer.sentAt?.getTime() ?? 0);
      const stale = chain.kind === 'local' && age > LOCAL_STALE_MS;
      if (height > transfer.lastValidBlockHeight || stale) {
        await kind.release(transfer, { state: 'expired' });
      }
    }
  }
  return { completed };
}
