// "Connect Your Phantom Wallet": Phantom first, then the other wallets found in the browser, then
// the local dev wallet with its test accounts. Closes once connected; on failure it stays open and
// says why, in the product's words (wallet-messages.ts).
import { ArrowLeft, ChevronRight, CircleAlert, ExternalLink, Ghost } from 'lucide-react';
import { useState } from 'react';
import { shortAddress } from '@memetank/shared/format-address';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useWallet, type WalletChoice } from '@/lib/wallet';
import { connectErrorMessage } from '../wallet-messages';
import { PHANTOM_DOWNLOAD_URL, PHANTOM_WALLET_NAME } from '../wallet-names';

interface ConnectWalletDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

function WalletIcon({ wallet, className }: { wallet: WalletChoice; className?: string }) {
  if (wallet.icon) {
    return <img src={wallet.icon} alt="" className={cn('size-6 shrink-0 rounded-md', className)} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-6 shrink-0 items-center justify-center rounded-md bg-[#ab9ff2] text-[#3c315b]',
        className,
      )}
    >
      <Ghost className="size-4" />
    </span>
  );
}

const rowClass =
  'flex w-full cursor-pointer items-center gap-3 rounded-lg border bg-card px-3 py-2.5 text-left text-sm transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:pointer-events-none disabled:opacity-60';

export function ConnectWalletDialog({ open, onOpenChange }: ConnectWalletDialogProps) {
  const { wallets, connect } = useWallet();
  // What is being connected: a wallet name, or "name:address" for a dev wallet account.
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [picking, setPicking] = useState<WalletChoice | null>(null);

  const phantom = wallets.find((wallet) => wallet.kind === 'phantom');
  const others = wallets.filter((wallet) => wallet.kind !== 'phantom');
  const busy = pending !== null;

  function changeOpen(next: boolean) {
    if (!next) {
      setError(null);
      setPicking(null);
    }
    onOpenChange(next);
  }

  async function connectTo(walletName: string, accountAddress?: string) {
    setPending(accountAddress ? `${walletName}:${accountAddress}` : walletName);
    setError(null);
    try {
      await connect(walletName, accountAddress);
      changeOpen(false);
    } catch (caught) {
      setError(connectErrorMessage(caught));
    } finally {
      setPending(null);
    }
  }

  function choose(wallet: WalletChoice) {
    if (wallet.accounts.length > 1) {
      setError(null);
      setPicking(wallet);
    } else {
      void connectTo(wallet.name);
    }
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Connect Your Phantom Wallet</DialogTitle>
          <DialogDescription>
            Connect your wallet to access all features of MemeTank
          </DialogDescription>
        </DialogHeader>

        {picking ? (
          <section aria-labelledby="wallet-account-heading" className="grid gap-3">
            <div className="flex items-center gap-2">
              <Button
                variant="ghost"
                size="sm"
                className="-ml-2"
                onClick={() => setPicking(null)}
                disabled={busy}
              >
                <ArrowLeft aria-hidden="true" />
                Back
              </Button>
              <h3 id="wallet-account-heading" className="text-sm font-semibold">
                Choose a test account
              </h3>
            </div>
            <ul className="grid gap-2">
              {picking.accounts.map((account) => {
                const key = `${picking.name}:${account.address}`;
                return (
                  <li key={account.address}>
                    <button
                      type="button"
                      className={rowClass}
                      disabled={busy}
                      onClick={() => void connectTo(picking.name, account.address)}
                    >
                      <WalletIcon wallet={picking} />
                      <span className="min-w-0 flex-1">
                        <span className="block font-medium">{account.label ?? 'Account'}</span>
                        <span className="block font-mono text-xs text-muted-foreground">
                          {shortAddress(account.address)}
                        </span>
                      </span>
                      {pending === key ? (
                        <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
                          <Spinner className="size-3.5" />
                          Connecting...
                        </span>
                      ) : (
                        <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        ) : (
          <div className="grid gap-4">
            <Button
              size="lg"
              className="w-full"
              disabled={busy}
              onClick={() => void connectTo(PHANTOM_WALLET_NAME)}
            >
              {pending === PHANTOM_WALLET_NAME ? (
                <Spinner className="size-5 text-current" />
              ) : phantom?.icon ? (
                <img src={phantom.icon} alt="" className="size-5 rounded" />
              ) : (
                <Ghost aria-hidden="true" />
              )}
              {pending === PHANTOM_WALLET_NAME ? 'Connecting...' : 'Connect Phantom Wallet'}
            </Button>

            {others.length > 0 ? (
              <section aria-labelledby="other-wallets-heading" className="grid gap-2">
                <h3
                  id="other-wallets-heading"
                  className="text-xs font-medium tracking-wide text-muted-foreground uppercase"
                >
                  Other wallets
                </h3>
                <ul className="grid gap-2">
                  {others.map((wallet) => (
                    <li key={wallet.name}>
                      <button
                        type="button"
                        className={rowClass}
                        disabled={busy}
                        onClick={() => choose(wallet)}
                      >
                        <WalletIcon wallet={wallet} />
                        <span className="min-w-0 flex-1">
                          <span className="block font-medium">{wallet.name}</span>
                          {wallet.kind === 'dev' ? (
                            <span className="block text-xs text-muted-foreground">
                              Test accounts on the local chain
                            </span>
                          ) : null}
                        </span>
                        {pending === wallet.name ? (
                          <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
                            <Spinner className="size-3.5" />
                            Connecting...
                          </span>
                        ) : (
                          <ChevronRight
                            className="size-4 text-muted-foreground"
                            aria-hidden="true"
                          />
                        )}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        )}

        {error ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2.5 text-sm text-destructive"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {error}
          </p>
        ) : null}

        <p className="text-center text-sm text-muted-foreground">
          Don&apos;t have Phantom?{' '}
          <a
            href={PHANTOM_DOWNLOAD_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            Download Phantom
            <ExternalLink className="size-3.5" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </p>
      </DialogContent>
    </Dialog>
  );
}
