// The one clock the money modules read, so tests can pin "today" (quotes, approval dates, overdue runs).
export class Clock {
  private fixed: Date | null = null;

  now(): Date {
    return this.fixed ? new Date(this.fixed) : new Date();
  }

  /** Ghana keeps GMT all year, so the UTC calendar day is the local one. */
  today(): string {
    return this.now().toISOString().slice(0, 10);
  }

  /** Tests only: pin the clock to a moment (null returns to real time). */
  set(moment: Date | null): void {
    this.fixed = moment ? new Date(moment) : null;
  }
}
