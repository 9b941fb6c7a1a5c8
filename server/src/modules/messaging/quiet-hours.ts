// Quiet hours in Africa/Accra, which keeps GMT all year: the UTC hour is the local hour.

export interface QuietHours {
  startHour: number;
  endHour: number;
}

/** Is this moment inside the quiet hours (e.g. 20:00–07:00, wrapping midnight)? Equal hours mean no quiet hours. */
export function isQuiet(moment: Date, { startHour, endHour }: QuietHours): boolean {
  const hour = moment.getUTCHours();
  if (startHour === endHour) return false;
  return startHour > endHour ? hour >= startHour || hour < endHour : hour >= startHour && hour < endHour;
}

/** The moment itself outside quiet hours, else the next end of quiet hours (07:00 Accra by default). */
export function nextSendableAt(moment: Date, hours: QuietHours): Date {
  if (!isQuiet(moment, hours)) return moment;
  const end = new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate(), hours.endHour));
  if (end.getTime() <= moment.getTime()) end.setUTCDate(end.getUTCDate() + 1);
  return end;
}

/** The Accra calendar day of a moment. */
export function accraDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}
