// What /admin/review shows to anyone but the admin wallet. The server refuses their calls anyway.
import { LogIn, ShieldAlert, Wallet } from 'lucide-react';
import { NoticeCard } from '@/components/notice-card';
import { Button } from '@/components/ui/button';
import { useWallet } from '@/lib/wallet';

export function AccessDenied() {
  const { isConnected, isSignedIn, publicKey, openConnectDialog, ensureSignedIn } = useWallet();
  return (
    <NoticeCard
      icon={ShieldAlert}
      iconClassName="bg-destructive/10 text-destructive"
      title="Access Denied"
      description={
        <p className="text-muted-foreground">
          You need to be logged in with the admin wallet to access this page.
        </p>
      }
      className="max-w-lg"
    >
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
    </NoticeCard>
  );
}
