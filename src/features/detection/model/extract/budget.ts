/** A time and work budget: hostile pages cannot keep detection busy. */
const MAX_STEPS = 200_000;

export class Budget {
  private readonly deadline: number;
  private steps = 0;

  constructor(ms: number) {
    this.deadline = now() + ms;
  }

  /** Counts one unit of work; false once the budget is spent. */
  step(): boolean {
    this.steps += 1;
    return this.steps <= MAX_STEPS && ((this.steps & 63) !== 0 || now() < this.deadline);
  }

  get spent(): boolean {
    return this.steps > MAX_STEPS || now() >= this.deadline;
  }
}

// Every place extraction runs has it: pages, the offscreen document, Firefox's event page, Node.
export const now = (): number => performance.now();
