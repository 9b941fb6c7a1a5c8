// The one clock the server reads for business time (quotes, payments and their dates, approval dates, overdue runs,
// close of business), so tests can pin "today". Timestamps that are not business time (log lines, metrics,
// durations, session and key expiry, rate-limit windows) read the wall clock.
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

/** Today in Ghana by the wall clock, whatever the app's clock says (a pinned test clock does not move it). */
export function realToday(): string {
  return new Date().toISOString().slice(0, 10);
}
