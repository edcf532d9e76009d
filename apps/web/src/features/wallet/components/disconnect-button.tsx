import { LogOut } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useWallet } from '@/lib/wallet';

export function DisconnectButton(props: Omit<ButtonProps, 'onClick' | 'children'>) {
  const { disconnect } = useWallet();
  return (
    <Button variant="outline" {...props} onClick={() => void disconnect()}>
      <LogOut aria-hidden="true" />
      Disconnect
    </Button>
  );
}
