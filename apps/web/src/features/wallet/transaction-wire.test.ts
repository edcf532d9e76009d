import { describe, expect, it } from 'vitest';
import {
  messageSigners,
  parseWireTransaction,
  readCompactU16,
  serializeWireTransaction,
  signerIndex,
  writeCompactU16,
} from './transaction-wire';

const key = (fill: number) => new Uint8Array(32).fill(fill);

/** A legacy message: header, compact-u16 key count, keys, blockhash, no instructions. */
function legacyMessage(required: number, keys: Uint8Array[]): Uint8Array {
  return Uint8Array.from([
    required,
    0,
    1,
    keys.length,
    ...keys.flatMap((k) => [...k]),
    ...key(9),
    0,
  ]);
}

describe('compact-u16', () => {
  it.each([
    [0, [0x00]],
    [1, [0x01]],
    [127, [0x7f]],
    [128, [0x80, 0x01]],
    [300, [0xac, 0x02]],
    [16384, [0x80, 0x80, 0x01]],
  ])('%i is written and read as %j', (value, bytes) => {
    expect([...writeCompactU16(value)]).toEqual(bytes);
    expect(readCompactU16(Uint8Array.from([7, ...bytes]), 1)).toEqual({
      value,
      size: bytes.length,
    });
  });

  it('refuses a length cut short', () => {
    expect(() => readCompactU16(Uint8Array.from([0x80]), 0)).toThrow(/middle of a length/);
  });
});

describe('wire transactions', () => {
  it('splits the signature slots from the message and joins them back byte for byte', () => {
    const message = legacyMessage(2, [key(1), key(2), key(3)]);
    const wire = Uint8Array.from([
      2,
      ...new Uint8Array(64).fill(5),
      ...new Uint8Array(64),
      ...message,
    ]);
    const parsed = parseWireTransaction(wire);
    expect(parsed.signatures).toHaveLength(2);
    expect(parsed.signatures[0]).toEqual(new Uint8Array(64).fill(5));
    expect(parsed.signatures[1]).toEqual(new Uint8Array(64));
    expect(parsed.message).toEqual(message);
    expect(serializeWireTransaction(parsed)).toEqual(wire);
  });

  it('refuses bytes without a signature slot or a message', () => {
    expect(() => parseWireTransaction(Uint8Array.from([0, 1, 2]))).toThrow(/Not a signable/);
    expect(() => parseWireTransaction(Uint8Array.from([1, ...new Uint8Array(64)]))).toThrow(
      /Not a signable/,
    );
  });

  it('names the signers: the leading account keys the header asks signatures of', () => {
    const message = legacyMessage(2, [key(1), key(2), key(3)]);
    expect(messageSigners(message)).toEqual([key(1), key(2)]);
    expect(signerIndex(message, key(1))).toBe(0);
    expect(signerIndex(message, key(2))).toBe(1);
    expect(signerIndex(message, key(3))).toBe(-1);
  });

  it('reads the signers of a v0 message after its version byte', () => {
    const message = Uint8Array.from([0x80, ...legacyMessage(1, [key(4), key(5)])]);
    expect(messageSigners(message)).toEqual([key(4)]);
  });

  it('refuses a message whose header asks more signers than it has keys', () => {
    expect(() => messageSigners(legacyMessage(3, [key(1), key(2)]))).toThrow(/malformed/);
  });
});
