import { createHash } from 'node:crypto';

/**
 * The bloom filter of an existence filter's `unchangedNames`, built the way the SDK reads it:
 * MD5 of the full document name, read as two little-endian unsigned 64-bit integers h1 and h2,
 * bit i of the probe sequence at (h1 + i * h2) mod 2^64 mod bitCount, bits numbered from the
 * least significant bit of each byte.
 */
export interface WireBloomFilter {
  bits: { bitmap: string; padding: number };
  hashCount: number;
}

const BITS_PER_NAME = 10;
const HASH_COUNT = 7;
const UINT64 = 2n ** 64n;

export function buildBloomFilter(names: Iterable<string>): WireBloomFilter {
  const all = [...names];
  const bitCount = Math.max(8, all.length * BITS_PER_NAME);
  const bitmap = Buffer.alloc(Math.ceil(bitCount / 8));
  const modulus = BigInt(bitCount);
  for (const name of all) {
    const digest = createHash('md5').update(name, 'utf8').digest();
    const first = digest.readBigUInt64LE(0);
    const second = digest.readBigUInt64LE(8);
    for (let i = 0n; i < BigInt(HASH_COUNT); i++) {
      const bit = Number(((first + i * second) % UINT64) % modulus);
      bitmap[bit >> 3] = (bitmap[bit >> 3] ?? 0) | (1 << (bit & 7));
    }
  }
  return { bits: { bitmap: bitmap.toString('base64'), padding: bitmap.length * 8 - bitCount }, hashCount: HASH_COUNT };
}
