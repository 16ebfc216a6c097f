/** A time and work budget: hostile pages cannot keep detection busy. */
export class Budget {
  private readonly deadline: number;
  private steps = 0;

  constructor(
    ms: number,
    private readonly maxSteps = 200_000,
  ) {
    this.deadline = now() + ms;
  }

  /** Counts one unit of work; false once the budget is spent. */
  step(): boolean {
    this.steps += 1;
    if (this.steps > this.maxSteps) return false;
    return (this.steps & 63) !== 0 || now() < this.deadline;
  }

  get spent(): boolean {
    return this.steps > this.maxSteps || now() >= this.deadline;
  }
}

export function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}
