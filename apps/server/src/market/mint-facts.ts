// What the configured chain says a mint is (docs/decisions/047-token-escrow.md): read by the token
// lookup, the submission and the admin's approval, on the local chain and on any JSON-RPC cluster
// alike. Name and symbol come from the Token-2022 metadata extension, else from the Metaplex
// metadata account when the cluster has one.
import { TOKEN_ESCROW_MESSAGES } from '@memetank/shared/api/token-escrow';
import { normalizeLogo } from '@memetank/shared/links';
import { address, getAddressEncoder, getProgramDerivedAddress } from '@solana/kit';
import type { Chain } from '../chain/chain';
import {
  associatedTokenAddress,
  parseMint,
  parseTokenAccount,
  unsafeExtensions,
  type MintFacts,
} from '../chain/token-program';
import { usableImage } from './token-metadata';

/** The Metaplex Token Metadata program: SPL Token mints keep their name and symbol there. */
const METAPLEX_PROGRAM = address('metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s');

export type MintReading =
  { kind: 'mint'; facts: MintFacts } | { kind: 'not-found' } | { kind: 'not-a-mint' };

/** The words of a mint the chain refuses, for the lookup and the wallet balance (404). */
export const MINT_REFUSALS = {
  'not-found': { code: 'TOKEN_NOT_FOUND', message: TOKEN_ESCROW_MESSAGES.mintNotFound },
  'not-a-mint': { code: 'NOT_A_MINT', message: TOKEN_ESCROW_MESSAGES.notAMint },
} as const;

/**
 * The mint at `mint` as the chain holds it, with its Metaplex name and symbol when it has no
 * metadata extension. Throws ChainError when the chain cannot be reached.
 */
export async function readMint(
  chain: Pick<Chain, 'getAccount'>,
  mint: string,
): Promise<MintReading> {
  const account = await chain.getAccount(mint);
  if (!account) return { kind: 'not-found' };
  const facts = parseMint(account);
  if (!facts) return { kind: 'not-a-mint' };
  if (facts.metadata || facts.program !== 'spl-token') return { kind: 'mint', facts };
  return { kind: 'mint', facts: { ...facts, metadata: await readMetaplexMetadata(chain, mint) } };
}

/** Why a mint cannot be listed (submission, approval): the chain's word on it, or a currency's. */
export type MintRefusal =
  'currency-mint' | 'not-found' | 'not-a-mint' | 'freeze-authority' | 'unsafe-extensions';

/** The native mint: wrapped SOL, the same address on every cluster. */
export const WRAPPED_SOL_MINT = 'So11111111111111111111111111111111111111112';

export const MINT_REFUSAL_MESSAGES: Record<MintRefusal, string> = {
  'currency-mint': TOKEN_ESCROW_MESSAGES.currencyMint,
  'not-found': TOKEN_ESCROW_MESSAGES.mintNotFound,
  'not-a-mint': TOKEN_ESCROW_MESSAGES.notAMint,
  'freeze-authority': TOKEN_ESCROW_MESSAGES.freezeAuthority,
  'unsafe-extensions': TOKEN_ESCROW_MESSAGES.unsafeExtensions,
};

/**
 * The one rule of a listable mint: not a currency campaigns are paid in (the configured USDC mint,
 * wrapped SOL: asked before the chain, it costs no read), and an initialized SPL Token or Token-2022 mint without a freeze
 * authority (its holder could freeze the investors' tokens) and without a Token-2022 extension the
 * escrow cannot hold safely (unsafeExtensions). A live mint authority is allowed and shown as a
 * risk. Throws ChainError when the chain cannot be reached.
 */
export async function readListableMint(
  deps: { chain: Pick<Chain, 'getAccount'>; usdcMint: string },
  mint: string,
): Promise<{ facts: MintFacts } | { refusal: MintRefusal }> {
  if (mint === deps.usdcMint || mint === WRAPPED_SOL_MINT) return { refusal: 'currency-mint' };
  const read = await readMint(deps.chain, mint);
  if (read.kind !== 'mint') return { refusal: read.kind };
  if (read.facts.freezeAuthority) return { refusal: 'freeze-authority' };
  if (unsafeExtensions(read.facts).length > 0) return { refusal: 'unsafe-extensions' };
  return { facts: read.facts };
}

/** What `owner` holds of the mint (base units): its associated token account, 0 without one. */
export async function tokenBalance(
  chain: Pick<Chain, 'getAccount'>,
  owner: string,
  mint: string,
  facts: Pick<MintFacts, 'program'>,
): Promise<bigint> {
  const account = await chain.getAccount(await associatedTokenAddress(owner, mint, facts.program));
  const parsed = account && parseTokenAccount(account);
  return parsed && parsed.mint === mint && parsed.owner === owner ? parsed.amount : 0n;
}

/**
 * The image a mint's metadata URI names directly: a logo uploaded to this site, a data:image URI,
 * or an http(s) URL whose path ends like an image file (test tokens write their image there). A
 * URI of off-chain JSON metadata is not fetched here: the metadata provider reads it
 * (token-metadata.ts).
 */
export function metadataImage(uri: string | undefined): string | null {
  if (uri?.startsWith('/')) return normalizeLogo(uri) === uri ? uri : null;
  const image = usableImage(uri);
  if (!image) return null;
  if (/^data:image\//i.test(image)) return image;
  try {
    return /\.(png|jpe?g|gif|webp|svg|avif)$/i.test(new URL(image).pathname) ? image : null;
  } catch {
    return null;
  }
}

const encoder = getAddressEncoder();

/** Name, symbol and uri of the Metaplex metadata account of `mint`, or null (none, or unreadable). */
async function readMetaplexMetadata(
  chain: Pick<Chain, 'getAccount'>,
  mint: string,
): Promise<MintFacts['metadata']> {
  const [pda] = await getProgramDerivedAddress({
    programAddress: METAPLEX_PROGRAM,
    seeds: ['metadata', encoder.encode(METAPLEX_PROGRAM), encoder.encode(address(mint))],
  });
  const account = await chain.getAccount(pda);
  if (!account || account.owner !== METAPLEX_PROGRAM) return null;
  return parseMetaplexMetadata(account.data, mint);
}

/**
 * key (1), update authority (32), mint (32), then name, symbol and uri as u32-length strings padded
 * with NUL bytes. Null when the account is for another mint or cut short.
 */
export function parseMetaplexMetadata(data: Uint8Array, mint: string): MintFacts['metadata'] {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const mintBytes = encoder.encode(address(mint));
  if (data.length < 65 || !mintBytes.every((byte, i) => data[33 + i] === byte)) return null;
  let at = 65;
  const text = (): string | null => {
    if (at + 4 > data.length) return null;
    const size = view.getUint32(at, true);
    if (at + 4 + size > data.length) return null;
    const value = new TextDecoder().decode(data.subarray(at + 4, at + 4 + size));
    at += 4 + size;
    return value.replace(/\0+$/, '').trim();
  };
  const name = text();
  const symbol = text();
  const uri = text();
  return name === null || symbol === null || uri === null ? null : { name, symbol, uri };
}
