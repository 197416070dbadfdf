/** A small seeded PRNG (sfc32) so that a seed run can be repeated exactly; Math.random cannot be seeded. */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed >>> 0;
    for (let i = 0; i < 15; i++) this.next();
  }

  /** Uniform in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Standard normal (Box–Muller). */
  normal(): number {
    const u = 1 - this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  digits(count: number): string {
    let text = '';
    for (let i = 0; i < count; i++) text += String(Math.floor(this.next() * 10));
    return text;
  }
}

/** Picks values with fixed relative weights in O(log n) per draw. */
export class WeightedPicker<T> {
  private readonly values: T[];
  private readonly cumulative: number[];

  constructor(weighted: ReadonlyArray<readonly [T, number]>) {
    this.values = weighted.map(([value]) => value);
    let sum = 0;
    this.cumulative = weighted.map(([, weight]) => (sum += weight));
    this.cumulative = this.cumulative.map((c) => c / sum);
  }

  pick(random: Random): T {
    const u = random.next();
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (u < this.cumulative[mid]) high = mid;
      else low = mid + 1;
    }
    return this.values[low];
  }
}
