/**
 * A small seeded generator (mulberry32). The seeder uses its own rather than faker's so the same seed
 * gives the same school after a dependency upgrade, and because it is cheap at 100,000 rows.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  }

  /** Fixed-width string of random digits. */
  digits(count: number): string {
    let out = "";
    for (let i = 0; i < count; i++) out += String(Math.floor(this.next() * 10));
    return out;
  }
}

/** Picks by weight in O(log n) after an O(n) setup; for tables sampled thousands of times. */
export class WeightedPicker<T> {
  private readonly cumulative: number[] = [];
  private readonly total: number;

  constructor(
    private readonly items: readonly T[],
    weight: (item: T, index: number) => number,
  ) {
    let sum = 0;
    items.forEach((item, i) => {
      sum += weight(item, i);
      this.cumulative.push(sum);
    });
    this.total = sum;
  }

  pick(random: Random): T {
    const target = random.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.cumulative[mid] ?? 0) > target) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo]!;
  }
}
