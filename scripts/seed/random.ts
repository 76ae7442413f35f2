// A seeded PRNG (mulberry32) so every run of the seed produces identical data.

export type Rng = {
  /** uniform in [0, 1) */
  next(): number;
  /** integer in [min, max], both inclusive */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** n distinct items (fewer if the list is shorter), in random order */
  sample<T>(items: readonly T[], n: number): T[];
  shuffle<T>(items: readonly T[]): T[];
  bytes(length: number): Uint8Array;
  /** an independent stream, so adding draws in one generator does not shift the others */
  fork(label: string): Rng;
};

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashLabel(seed: number, label: string): number {
  let h = (seed ^ 0x811c9dc5) >>> 0;
  for (let i = 0; i < label.length; i++) {
    h = Math.imul(h ^ label.charCodeAt(i), 0x01000193) >>> 0;
  }
  return h;
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(0, i);
      const a = out[i] as T;
      out[i] = out[j] as T;
      out[j] = a;
    }
    return out;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[int(0, items.length - 1)] as T;
    },
    sample: (items, n) => shuffle(items).slice(0, Math.max(0, n)),
    shuffle,
    bytes: (length) => Uint8Array.from({ length }, () => int(0, 255)),
    fork: (label) => createRng(hashLabel(seed, label)),
  };
}

const HASH_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** Unique 12-character [a-z0-9] short hashes, shared across tables to keep them all distinct. */
export function createShortHashes(rng: Rng): () => string {
  const used = new Set<string>();
  return () => {
    for (;;) {
      let hash = "";
      for (let i = 0; i < 12; i++) hash += HASH_ALPHABET[rng.int(0, HASH_ALPHABET.length - 1)];
      if (!used.has(hash)) {
        used.add(hash);
        return hash;
      }
    }
  };
}

/** A version-4-shaped UUID from the PRNG. */
export function seededUuid(rng: Rng): string {
  const b = rng.bytes(16);
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
