// Explorer links outside React (no hook): for the cluster known when called, else mainnet. Built by
// ./explorer, which components should use through useExplorer() so they follow the cluster.
import { explorerFor, getChainCluster, MAINNET_CLUSTER } from './explorer';

const explorer = () => explorerFor(getChainCluster() ?? MAINNET_CLUSTER);

export const explorerTxUrl = (signature: string) => explorer().tx(signature);
export const explorerTokenUrl = (address: string) => explorer().token(address);
export const explorerAccountUrl = (address: string) => explorer().address(address);
