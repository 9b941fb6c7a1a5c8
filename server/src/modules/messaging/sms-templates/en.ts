// Every SMS we send, in English. GSM-7 only (no ₵, no curly quotes, no dashes other than "-") and one segment (160
// characters) with the longest values they take: sms-templates.test.ts renders each and fails with its name otherwise.
// Money comes in as "GHS 953.81" (smsMoney), dates as "15 Feb 2026".
import type { SmsTemplates } from './types.js';

export const SMS_EN: SmsTemplates = {
  'reminder.before': (p) => `${p.brand}: ${p.amount} is due on ${p.due} on your loan ending ${p.loan}. Pay with MoMo in the ${p.brand} app: Payments > Pay now.`,
  'reminder.due_today': (p) => `${p.brand}: ${p.amount} is due today, ${p.due}, on your loan ending ${p.loan}. Pay with MoMo in the ${p.brand} app: Payments > Pay now.`,
  'reminder.late': (p) =>
    `${p.brand}: ${p.amount} was due on ${p.due} on your loan ending ${p.loan} and is ${p.days} day${p.days === 1 ? '' : 's'} late. Pay with MoMo in the app: Payments > Pay now.`,
  'reminder.promise_due': (p) => `${p.brand}: you promised to pay ${p.amount} today, ${p.due}, on your loan ending ${p.loan}. Pay with MoMo in the app: Payments > Pay now.`,
  'agreement.code': (p) => `${p.code} is your code to sign credit agreement ${p.loan} with ${p.brand}. It expires in 10 minutes. Never share it.`,
};
