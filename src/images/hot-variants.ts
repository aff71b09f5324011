/**
 * The most requested variants, kept in memory so a hot image is answered without touching the
 * disk, least recently used dropped first within a byte budget. Keyed by the variant's canonical
 * address — the one the site's pages use (imageUrl + optimizedUrl) — so a page's images are found
 * before routing and validation run, while other spellings of the same variant are served but
 * never fill memory. Library writes must forget them: deleting an image, clearing the image cache.
 */
export class HotVariants<T> {
  private readonly entries = new Map<string, { value: T; bytes: number }>()
  private total = 0
  /**
   * Bumped by every forget: a render that started before it (say, of an image being deleted) must
   * not put its result back into memory when it finishes after it.
   */
  generation = 0

  constructor(private readonly maxBytes: number) {}

  get(address: string): T | undefined {
    const entry = this.entries.get(address)
    if (!entry) return undefined
    // Map order doubles as LRU order.
    this.entries.delete(address)
    this.entries.set(address, entry)
    return entry.value
  }

  /** Keeps a variant of `bodyBytes` bytes, unless it is too large to be worth the memory. */
  remember(address: string, value: T, bodyBytes: number): void {
    const bytes = bodyBytes + address.length
    if (bytes > this.maxBytes / 8) return
    const previous = this.entries.get(address)
    if (previous) this.total -= previous.bytes
    this.entries.set(address, { value, bytes })
    this.total += bytes
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.maxBytes) break
      this.entries.delete(oldest)
      this.total -= entry.bytes
    }
  }

  forget(): void {
    this.entries.clear()
    this.total = 0
    this.generation++
  }
}
