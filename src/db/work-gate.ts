/**
 * Counts work under way and lets other work wait until none is: the worker's reads go before a
 * walk's next batch (service.ts), and counts and windows before tallies (view-counts.ts).
 */
export class WorkGate {
  #running = 0;
  #waiting: (() => void)[] = [];

  /** Some work is under way. */
  get busy(): boolean {
    return this.#running > 0;
  }

  /** Runs `work`, holding the gate until it ends. */
  async run<T>(work: () => T | Promise<T>): Promise<T> {
    this.#running += 1;
    try {
      return await work();
    } finally {
      this.#running -= 1;
      if (this.#running === 0) for (const resume of this.#waiting.splice(0)) resume();
    }
  }

  /** Resolves once no work is under way (at once when none is). */
  idle(): Promise<void> {
    if (this.#running === 0) return Promise.resolve();
    return new Promise((resume) => this.#waiting.push(resume));
  }
}
