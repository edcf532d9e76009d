// Wallet addresses, mints and ids shortened for display.
import { ADMIN_ID_CHARS, CREATOR_WALLET_CHARS, HEADER_ADDRESS_CHARS } from './constants';

/** "AbCd...WxYz": the connected wallet in the header. */
export function shortAddress(address: string): string {
  return shorten(address, HEADER_ADDRESS_CHARS);
}

/** "AbCdEfGh...QrStUvWx": the creator wallet on the project detail. */
export function shortAddressLong(address: string): string {
  return shorten(address, CREATOR_WALLET_CHARS);
}

/** The first 8 characters of an id or wallet, as the admin screens show them. */
export function shortId(idOrAddress: string): string {
  return idOrAddress.slice(0, ADMIN_ID_CHARS);
}

function shorten(address: string, chars: number): string {
  if (address.length <= chars * 2) return address;
  return `${address.slice(0, chars)}...${address.slice(-chars)}`;
}
