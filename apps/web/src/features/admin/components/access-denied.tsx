// What /admin/review shows to anyone but the admin wallet. The server refuses their calls anyway.
import { LogIn, ShieldAlert, Wallet } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useWallet } from '@/lib/wallet';

export function AccessDenied() {
  const { isConnected, isSignedIn, publicKey, openConnectDialog, ensureSignedIn } = useWallet();
  return (
    <Card className="mx-auto max-w-lg text-center">
      <CardContent className="flex flex-col items-center gap-5 p-8 sm:p-10">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-destructive/10 text-destructive">
          <ShieldAlert className="size-7" aria-hidden="true" />
        </span>
        <div className="space-y-2">
          <h1 className="text-2xl font-bold tracking-tight">Access Denied</h1>
          <p className="text-muted-foreground">
            You need to be logged in with the admin wallet to access this page.
          </p>
        </div>
        {!isConnected || !publicKey ? (
          <>
            <p className="text-sm font-medium">Please connect your wallet first.</p>
            <Button onClick={openConnectDialog}>
              <Wallet aria-hidden="true" />
              Connect Wallet
            </Button>
          </>
        ) : (
          <>
            <div className="w-full rounded-lg border bg-muted/50 p-3 text-sm">
              <p className="text-muted-foreground">Connected wallet:</p>
              <p className="font-mono break-all">{publicKey}</p>
            </div>
            {!isSignedIn ? (
              <Button variant="outline" onClick={() => void ensureSignedIn()}>
                <LogIn aria-hidden="true" />
                Sign In
              </Button>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
