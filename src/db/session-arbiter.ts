/**
 * Hands one shared database session to one holder at a time, first come first served.
 * A holder keeps it across as many steps as it likes (a whole extended-protocol exchange, a
 * whole transaction) and gives it back with `release`; everyone else waits in line.
 */
export class SessionArbiter<Holder> {
  private holder: Holder | null = null
  private readonly line: Array<{ who: Holder; answer: (granted: boolean) => void }> = []

  get current(): Holder | null {
    return this.holder
  }

  get waiting(): number {
    return this.line.length
  }

  /** Resolves true once `who` holds the session (at once when it already does), false if it left the line first. */
  acquire(who: Holder): Promise<boolean> {
    if (this.holder === who) return Promise.resolve(true)
    if (this.holder === null) {
      this.holder = who
      return Promise.resolve(true)
    }
    return new Promise((answer) => this.line.push({ who, answer }))
  }

  /** Gives the session to the next in line; a no-op for anyone but the holder. */
  release(who: Holder): void {
    if (this.holder !== who) return
    const next = this.line.shift()
    this.holder = next?.who ?? null
    next?.answer(true)
  }

  /** `who` is gone: out of the line, and the session passed on if it held it. */
  leave(who: Holder): void {
    const index = this.line.findIndex((entry) => entry.who === who)
    if (index >= 0) this.line.splice(index, 1)[0]!.answer(false)
    this.release(who)
  }
}
