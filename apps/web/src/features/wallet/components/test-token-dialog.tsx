// The "Create test token" dialog (local chain only): name, symbol, supply, decimals and whether to
// revoke the mint authority, then the new mint with a copy button and a link that opens the submit
// form with it. So a newcomer with no internet can list a project with a real token.
import { WHOLE_TOKENS_PATTERN } from '@memetank/shared/api/token-escrow';
import { useId, useState, type FormEvent } from 'react';
import { Link } from '@/lib/router/router';
import { CopyAddressButton } from '@/components/copy-address-button';
import { Button, buttonVariants } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useWallet } from '@/lib/wallet';
import { useCreateTestToken } from '../api/dev-tokens';
import { TEST_TOKEN_WORDS } from '../wallet-messages';

/** The dialog around the form (its code is loaded by TestTokenButton when first opened). */
export function TestTokenDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{TEST_TOKEN_WORDS.title}</DialogTitle>
          <DialogDescription>{TEST_TOKEN_WORDS.description}</DialogDescription>
        </DialogHeader>
        <TestTokenForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** The form, then the mint it created. `onDone`: the user followed "Use in submit form". */
export function TestTokenForm({ onDone }: { onDone?: () => void }) {
  const id = useId();
  const { ensureSignedIn } = useWallet();
  const create = useCreateTestToken();
  const [name, setName] = useState('');
  const [symbol, setSymbol] = useState('');
  const [supply, setSupply] = useState('1000000000');
  const [decimals, setDecimals] = useState('6');
  const [revoke, setRevoke] = useState(true);
  const [mint, setMint] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const places = Number(decimals);
    if (
      name.trim() === '' ||
      symbol.trim() === '' ||
      !WHOLE_TOKENS_PATTERN.test(supply.trim()) ||
      BigInt(supply.trim()) === 0n ||
      !Number.isInteger(places) ||
      places < 0 ||
      places > 9
    ) {
      toast({ ...TEST_TOKEN_WORDS.invalid, variant: 'destructive' });
      return;
    }
    if (!(await ensureSignedIn())) return;
    create.mutate(
      {
        name: name.trim(),
        symbol: symbol.trim(),
        supply: supply.trim(),
        decimals: places,
        revokeMintAuthority: revoke,
      },
      {
        onSuccess: (created) => {
          setMint(created.mint);
          toast(TEST_TOKEN_WORDS.created(symbol.trim()));
        },
        onError: (error) =>
          toast({
            title: TEST_TOKEN_WORDS.failedTitle,
            description: error instanceof ApiError ? error.message : TEST_TOKEN_WORDS.failed,
            variant: 'destructive',
          }),
      },
    );
  }

  if (mint) {
    return (
      <div className="grid grid-cols-1 gap-4" data-testid="test-token-created">
        <div className="grid grid-cols-1 gap-1.5">
          <p className="text-sm font-medium">{TEST_TOKEN_WORDS.mintLabel}</p>
          <div className="flex items-center gap-1">
            <code className="min-w-0 flex-1 rounded-md bg-muted px-2 py-1.5 font-mono text-xs break-all">
              {mint}
            </code>
            <CopyAddressButton address={mint} label="mint address" />
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to={`/submit?mint=${encodeURIComponent(mint)}`}
            onClick={onDone}
            className={buttonVariants({ size: 'sm' })}
          >
            Use in submit form
          </Link>
          <Button size="sm" variant="outline" onClick={() => setMint(null)}>
            Create another
          </Button>
        </div>
      </div>
    );
  }

  const field = (name: string) => `${id}-${name}`;
  return (
    <form noValidate className="grid grid-cols-1 gap-4" onSubmit={(event) => void submit(event)}>
      <div className="grid grid-cols-2 gap-3">
        <div className="grid grid-cols-1 gap-1.5">
          <Label htmlFor={field('name')}>Name</Label>
          <Input
            id={field('name')}
            maxLength={32}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="grid grid-cols-1 gap-1.5">
          <Label htmlFor={field('symbol')}>Symbol</Label>
          <Input
            id={field('symbol')}
            maxLength={10}
            value={symbol}
            onChange={(event) => setSymbol(event.target.value)}
          />
        </div>
        <div className="grid grid-cols-1 gap-1.5">
          <Label htmlFor={field('supply')}>Supply (whole tokens)</Label>
          <Input
            id={field('supply')}
            inputMode="numeric"
            value={supply}
            onChange={(event) => setSupply(event.target.value)}
          />
        </div>
        <div className="grid grid-cols-1 gap-1.5">
          <Label htmlFor={field('decimals')}>Decimals</Label>
          <Input
            id={field('decimals')}
            type="number"
            min={0}
            max={9}
            step={1}
            value={decimals}
            onChange={(event) => setDecimals(event.target.value)}
          />
        </div>
      </div>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-primary"
          checked={revoke}
          onChange={(event) => setRevoke(event.target.checked)}
        />
        <span>
          Revoke mint authority
          <span className="block text-xs text-muted-foreground">{TEST_TOKEN_WORDS.revokeHint}</span>
        </span>
      </label>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Creating...' : 'Create Token'}
      </Button>
    </form>
  );
}
