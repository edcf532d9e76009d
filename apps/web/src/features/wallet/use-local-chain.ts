// Whether the server runs on the local test chain. Loading the dev wallet asks the server; on the
// local chain it also registers the dev wallet (decision 023: a real cluster never loads it).
import { useEffect, useState } from 'react';
import { loadDevWallet } from './dev-wallet/load-dev-wallet';

export function useLocalChain(): boolean {
  const [isLocalChain, setIsLocalChain] = useState(false);

  useEffect(() => {
    let active = true;
    void loadDevWallet().then((loaded) => {
      if (active) setIsLocalChain(loaded);
    });
    return () => {
      active = false;
    };
  }, []);

  return isLocalChain;
}
