// The invest box: an amount in SOL and one button. Without a wallet the button connects one; with
// a wallet it will send the investment (the investing issue), and for now says it is coming soon.
import { MIN_INVESTMENT_SOL } from '@memetank/shared/constants';
import { Wallet } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/toast';
import { useWallet } from '@/lib/wallet';
import { INVEST_TOASTS } from './detail-messages';

/** The amount as typed is a number above 0 (the spec's only rule for the invest button). */
export function isInvestableAmount(amount: string): boolean {
  if (amount.trim() === '') return false;
  const value = Number(amount);
  return Number.isFinite(value) && value > 0;
}

export function InvestBox({ projectName }: { projectName: string }) {
  const { isConnected, openConnectDialog } = useWallet();
  const [amount, setAmount] = useState('');
  const inputId = useId();

  function invest() {
    if (!isConnected) {
      openConnectDialog();
      return;
    }
    console.info(`Invest ${amount} SOL in ${projectName}`);
    toast(INVEST_TOASTS.comingSoon);
  }

  return (
    <Card className="border-primary/30 shadow-md">
      <CardHeader>
        <CardTitle>Invest in {projectName}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (isInvestableAmount(amount)) invest();
          }}
        >
          <div className="space-y-1.5">
            <Label htmlFor={inputId}>Amount (SOL)</Label>
            <div className="relative">
              <Input
                id={inputId}
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                placeholder={String(MIN_INVESTMENT_SOL)}
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                className="pr-12 tabular-nums"
              />
              <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground">
                SOL
              </span>
            </div>
          </div>
          <Button type="submit" size="lg" className="w-full" disabled={!isInvestableAmount(amount)}>
            <Wallet aria-hidden="true" />
            {isConnected ? 'Invest Now' : 'Connect Wallet to Invest'}
          </Button>
        </form>
        <p className="text-xs text-pretty text-muted-foreground">
          By investing you agree to the{' '}
          <Link to="/terms" className="text-primary underline-offset-4 hover:underline">
            Terms of Service
          </Link>
          . Funds are held in escrow and returned if the goal is not reached in time. Suggested
          minimum {MIN_INVESTMENT_SOL} SOL.
        </p>
      </CardContent>
    </Card>
  );
}
