// Byte encodings wallets and the API use: base64 for signatures, base58 for addresses.

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function base64ToBytes(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Decodes a base58 address to its bytes (leading "1"s are zero bytes); throws on a bad character. */
export function base58ToBytes(text: string): Uint8Array {
  let value = 0n;
  for (const char of text) {
    const digit = BASE58_ALPHABET.indexOf(char);
    if (digit === -1) throw new Error(`Invalid base58 character "${char}"`);
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value % 256n));
    value /= 256n;
  }
  let leadingZeros = 0;
  while (text[leadingZeros] === '1') leadingZeros++;
  return Uint8Array.from([...new Array<number>(leadingZeros).fill(0), ...bytes]);
}
