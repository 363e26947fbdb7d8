// A process's store of HTML kept between server renders (the card and fragment memos, issue 37): least recently
// used first out, bounded by the characters it holds, so that memory stays bounded whatever the pages asked for.

export class HtmlStore<V> {
  private readonly entries = new Map<string, V>();
  private chars = 0;

  /** `charsOf`: the characters an entry holds (its key and its HTML). */
  constructor(
    private readonly capacity: number,
    private readonly charsOf: (key: string, value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    const old = this.entries.get(key);
    if (old !== undefined) this.chars -= this.charsOf(key, old);
    this.entries.delete(key);
    this.entries.set(key, value);
    this.chars += this.charsOf(key, value);
    for (const [oldest, kept] of this.entries) {
      if (this.chars <= this.capacity) break;
      this.entries.delete(oldest);
      this.chars -= this.charsOf(oldest, kept);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
