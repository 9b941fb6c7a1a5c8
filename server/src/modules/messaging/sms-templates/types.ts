// The values each SMS template takes, by key (en.ts and every other language implement SmsTemplates).
interface Reminder {
  brand: string;
  amount: string;
  due: string;
  /** The last four characters of the loan number. */
  loan: string;
}

/** The values each SMS takes. */
export interface SmsParams {
  'reminder.before': Reminder;
  'reminder.due_today': Reminder;
  'reminder.late': Reminder & { days: number };
  'reminder.promise_due': Reminder;
  'agreement.code': { code: string; loan: string; brand: string };
}

export type SmsKey = keyof SmsParams;
export type SmsTemplates = { [K in SmsKey]: (params: SmsParams[K]) => string };
