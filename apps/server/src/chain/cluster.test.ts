import { describe, expect, it } from 'vitest';
import { chainCluster } from './cluster';

const rpc = (url: string) => chainCluster('rpc', { kind: 'rpc', url });

describe('chainCluster', () => {
  it('is local for the embedded chain', () => {
    expect(chainCluster('local', { kind: 'local' })).toEqual({ name: 'local', url: null });
  });

  it("knows the public clusters' endpoints and the providers that name them", () => {
    expect(rpc('https://api.mainnet-beta.solana.com')).toEqual({ name: 'mainnet-beta', url: null });
    expect(rpc('https://api.devnet.solana.com/')).toEqual({ name: 'devnet', url: null });
    expect(rpc('https://api.testnet.solana.com')).toEqual({ name: 'testnet', url: null });
    expect(rpc('https://devnet.helius-rpc.com/?api-key=secret').name).toBe('devnet');
    expect(rpc('https://solana-devnet.g.alchemy.com/v2/secret').name).toBe('devnet');
    expect(rpc('https://rpc.ankr.com/solana_devnet/secret').name).toBe('devnet');
    expect(rpc('https://mainnet.helius-rpc.com/?api-key=secret').name).toBe('mainnet-beta');
  });

  it('names any other endpoint custom by its origin alone, never its path or query', () => {
    expect(rpc('http://127.0.0.1:8899')).toEqual({ name: 'custom', url: 'http://127.0.0.1:8899' });
    expect(rpc('https://user:pass@rpc.example.com:8443/token/abc?key=secret')).toEqual({
      name: 'custom',
      url: 'https://rpc.example.com:8443',
    });
    // "devnetwork" is not the word devnet.
    expect(rpc('https://mydevnetwork.example.com').name).toBe('custom');
    expect(chainCluster('rpc', { kind: 'rpc', url: 'not a url' })).toEqual({
      name: 'custom',
      url: null,
    });
  });
});
