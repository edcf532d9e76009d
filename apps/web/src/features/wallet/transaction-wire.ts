// The Solana wire format of a transaction, just as far as a wallet needs it to sign one: a
// compact-u16 count of 64-byte signatures, then the message; the message names its signers first
// among its account keys. The server builds the transactions (decision 015), so this only reads
// them and fills in a signature.

export const SIGNATURE_BYTES = 64;
const PUBLIC_KEY_BYTES = 32;
/** A versioned (v0) message starts with this bit set; a legacy message starts with its header. */
const VERSION_PREFIX_BIT = 0x80;

export interface WireTransaction {
  /** One 64-byte slot per required signer, all zeros while unsigned. */
  signatures: Uint8Array[];
  /** The message bytes: what each signer signs. */
  message: Uint8Array;
}

/** Reads a compact-u16 (1 to 3 bytes, 7 bits each, low first) at `offset`. */
export function readCompactU16(bytes: Uint8Array, offset: number): { value: number; size: number } {
  let value = 0;
  for (let size = 1; size <= 3; size++) {
    const byte = bytes[offset + size - 1];
    if (byte === undefined) throw new Error('The transaction ends in the middle of a length');
    value |= (byte & 0x7f) << (7 * (size - 1));
    if ((byte & 0x80) === 0) return { value, size };
  }
  throw new Error('The transaction has a length longer than a compact-u16');
}

export function writeCompactU16(value: number): Uint8Array {
  const bytes: number[] = [];
  let rest = value;
  for (;;) {
    const low = rest & 0x7f;
    rest >>= 7;
    if (rest === 0) {
      bytes.push(low);
      return Uint8Array.from(bytes);
    }
    bytes.push(low | 0x80);
  }
}

export function parseWireTransaction(wire: Uint8Array): WireTransaction {
  const { value: count, size } = readCompactU16(wire, 0);
  const messageStart = size + count * SIGNATURE_BYTES;
  if (count === 0 || wire.length <= messageStart) throw new Error('Not a signable transaction');
  const signatures = Array.from({ length: count }, (_, index) =>
    wire.slice(size + index * SIGNATURE_BYTES, size + (index + 1) * SIGNATURE_BYTES),
  );
  return { signatures, message: wire.slice(messageStart) };
}

export function serializeWireTransaction({ signatures, message }: WireTransaction): Uint8Array {
  const count = writeCompactU16(signatures.length);
  const wire = new Uint8Array(count.length + signatures.length * SIGNATURE_BYTES + message.length);
  wire.set(count);
  signatures.forEach((signature, index) => {
    if (signature.length !== SIGNATURE_BYTES) throw new Error('A signature is 64 bytes');
    wire.set(signature, count.length + index * SIGNATURE_BYTES);
  });
  wire.set(message, count.length + signatures.length * SIGNATURE_BYTES);
  return wire;
}

/**
 * The public keys that must sign `message`, in signature-slot order: the header's first byte
 * (numRequiredSignatures) says how many of the leading account keys they are.
 */
export function messageSigners(message: Uint8Array): Uint8Array[] {
  const headerStart = (message[0] ?? 0) & VERSION_PREFIX_BIT ? 1 : 0;
  const required = message[headerStart];
  if (required === undefined) throw new Error('The transaction message is empty');
  // The header is 3 bytes: required signatures, read-only signed, read-only unsigned.
  const { value: keyCount, size } = readCompactU16(message, headerStart + 3);
  const keysStart = headerStart + 3 + size;
  if (required > keyCount || message.length < keysStart + keyCount * PUBLIC_KEY_BYTES) {
    throw new Error('The transaction message is malformed');
  }
  return Array.from({ length: required }, (_, index) =>
    message.slice(keysStart + index * PUBLIC_KEY_BYTES, keysStart + (index + 1) * PUBLIC_KEY_BYTES),
  );
}

/** The slot of `publicKey` among the message's signers, or -1 when it is not one of them. */
export function signerIndex(message: Uint8Array, publicKey: ArrayLike<number>): number {
  return messageSigners(message).findIndex(
    (key) => key.length === publicKey.length && key.every((byte, i) => byte === publicKey[i]),
  );
}
