// THE date formatter for every text people read: screens, notifications, emails and PDFs ("25 Dec 2026").
// en-GH on Ghana time (GMT all year, no DST), so the server, the statement and every browser agree on the day.
// Pure: the web imports it too. Formatters are made on first use (locale data costs start-up time on a phone).
const DATE_OPTIONS = { dateStyle: 'medium', timeZone: 'Africa/Accra' } as const;
const formatters = new Map<'date' | 'dateTime', Intl.DateTimeFormat>();

function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  // A calendar day ('2026-12-25') is that day in Ghana, whatever the time zone of the machine.
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
}

function format(kind: 'date' | 'dateTime', value: string | Date): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  let formatter = formatters.get(kind);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GH', kind === 'date' ? DATE_OPTIONS : { ...DATE_OPTIONS, timeStyle: 'short' });
    formatters.set(kind, formatter);
  }
  // Some ICU versions put narrow/no-break spaces before 'am'/'pm' or between parts; plain spaces keep text stable.
  return formatter.format(date).replace(/[\u00a0\u202f]/g, ' ');
}

/** '2026-12-25', '2026-12-25T15:20:00Z' or a Date → '25 Dec 2026'; '' for an invalid date. */
export function formatDate(value: string | Date): string {
  return format('date', value);
}

/** '2026-03-05T15:20:00Z' or a Date → '5 Mar 2026, 3:20 pm'; '' for an invalid date. */
export function formatDateTime(value: string | Date): string {
  return format('dateTime', value);
}
