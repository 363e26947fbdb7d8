import { seededRandom } from "@shop/domain";

/** A number derived from a string (FNV-1a), to give each product its own stream independent of the others. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Random {
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
}

/** A random stream for one purpose of one thing: `rng("offer", slug, city)`. */
export function rng(...keys: Array<string | number>): Random {
  const next = seededRandom(hashString(`catalogue-v1|${keys.join("|")}`));
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error("pick from an empty list");
      return item;
    },
  };
}
