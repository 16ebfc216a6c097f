import type { ServerResponse } from 'node:http';

/** Delayed answers (slow mode), cancelled when the client leaves or the store closes. */
export class PendingTimers {
  readonly #timers = new Set<NodeJS.Timeout>();

  answerLater(response: ServerResponse, delayMs: number, answer: () => void): void {
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      if (!response.destroyed) answer();
    }, delayMs);
    this.#timers.add(timer);
    response.once('close', () => {
      clearTimeout(timer);
      this.#timers.delete(timer);
    });
  }

  clearAll(): void {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
  }
}
