/**
 * The kinds other than v4: v7, v1 and ULIDs (with the `uuid` and `ulid` packages) and name-based
 * v5. Loaded after the page starts (UuidGenerator.tsx): when the browser is idle, at the first
 * focus or press in the tool, or when one of these kinds is chosen or remembered.
 */
import { v1, v5, v7 } from 'uuid';
import { monotonicFactory } from 'ulid';
import { MAX_COUNT, browserEntropy, clampCount, nameLines, namespaceBytes, uuidV4, type Entropy, type NameBased, type RandomKind } from './uuid-generator';

/**
 * Makes random values in their standard form (UUIDs lower case with hyphens, ULIDs upper case);
 * keeps the state that makes v7, v1 and ULID values increase, within a bulk and from one bulk to
 * the next, even within one millisecond or when the clock steps back.
 */
export function createGenerator(entropy: Entropy = browserEntropy): (kind: RandomKind, count: number) => string[] {
  // v7 (RFC 9562 §6.2, method 1): a 32-bit counter under the millisecond, started at a random
  // value below 2^31 each new millisecond and incremented within one (uuid's own scheme).
  let v7Msecs = -Infinity;
  let v7Seq = 0;
  // v1: 100-ns ticks within a millisecond, and a random clock sequence and node per generator.
  let v1Msecs = -Infinity;
  let v1Nsecs = 0;
  let v1Node: Uint8Array | null = null;
  let v1ClockSeq = 0;
  // ULID: the package's monotonic factory (increments the random part within a millisecond).
  const nextUlid = monotonicFactory(() => entropy.bytes(1)[0]! / 256);
  let ulidLast = 0;

  const one: Record<RandomKind, () => string> = {
    v4: () => uuidV4(entropy.bytes(16)),
    v7: () => {
      const random = entropy.bytes(16);
      const now = entropy.now();
      if (now > v7Msecs) {
        v7Msecs = now;
        v7Seq = ((random[6]! & 0x7f) << 24) | (random[7]! << 16) | (random[8]! << 8) | random[9]!;
      } else {
        v7Seq = (v7Seq + 1) | 0;
        if (v7Seq === 0) v7Msecs++;
      }
      return v7({ msecs: v7Msecs, seq: v7Seq, random });
    },
    v1: () => {
      const now = entropy.now();
      if (v1Node === null) {
        const random = entropy.bytes(8);
        // A random node id has the multicast bit set, so it can never equal a network card's (RFC 9562 §6.10).
        v1Node = random.slice(0, 6);
        v1Node[0]! |= 0x01;
        v1ClockSeq = ((random[6]! << 8) | random[7]!) & 0x3fff;
      }
      if (now > v1Msecs) {
        v1Msecs = now;
        v1Nsecs = 0;
      } else if (v1Nsecs < 9999) {
        v1Nsecs++;
      } else {
        // Ten thousand in one millisecond: borrow the next one.
        v1Msecs++;
        v1Nsecs = 0;
      }
      return v1({ msecs: v1Msecs, nsecs: v1Nsecs, clockseq: v1ClockSeq, node: v1Node });
    },
    ulid: () => {
      // The factory keeps the last time; a clock that steps back reuses it and increments.
      ulidLast = Math.max(ulidLast, entropy.now());
      return nextUlid(ulidLast);
    },
  };

  return (kind, count) => Array.from({ length: clampCount(count) }, one[kind]);
}

/** v5 UUIDs (standard form), one per name line, in a namespace id or a UUID of one's own. */
export function nameBasedUuids(namespace: string, names: string): NameBased {
  const bytes = namespaceBytes(namespace);
  if (!bytes) return { ok: false, reason: 'namespace' };
  const lines = nameLines(names);
  if (lines.length === 0) return { ok: false, reason: 'noNames' };
  if (lines.length > MAX_COUNT) return { ok: false, reason: 'tooManyNames' };
  return { ok: true, values: lines.map((name) => v5(name, bytes)) };
}
