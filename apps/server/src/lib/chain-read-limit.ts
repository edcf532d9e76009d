// The rate limit of the public reads that ask the chain (the vault's proof, the explorer's), as a
// route's `config`: each costs a call to the cluster, and the pages poll them every 30 s.

/** Reads a client address may make a minute of each such route. */
const CHAIN_READS_PER_MINUTE = 120;

export const chainReadLimit = {
  rateLimit: { max: CHAIN_READS_PER_MINUTE, timeWindow: '1 minute' },
} as const;
