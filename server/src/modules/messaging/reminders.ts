// Payment reminders. A daily job (send-reminders, 07:00 Accra) asks every reminder source for what is due today, in
// one SQL each over the whole portfolio, and writes outbox messages in one transaction. A reminder's key is
// (loan, instalment, rule, date): written at most once, however many runs or instances.
//
// Sources are functions with one shape (ReminderSource): instalments before and after their due date, and promises to
// pay (collections) due today.
import { sql } from 'drizzle-orm';
import type { AppDatabase, DbOrTx } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { formatCedis } from '../../finance/money.js';
import { formatDate } from '../../shared/dates.js';
import { ALLOCATION_LINES, DUE_CHANGING_KINDS, OUTSTANDING_DELTA } from '../loans/loan.servicing.js';
import { loanNumber } from '../loans/loan.statement.js';
import type { Clock } from '../quotes/clock.js';
import { readSettings } from '../settings/settings.service.js';
import { COMMUNICATION_DEFAULTS } from './messaging.table.js';
import { smsMoney, smsText } from './sms-templates/index.js';
import type { OutboundInput, OutboxService } from './outbox.service.js';
import { accraDay, nextSendableAt } from './quiet-hours.js';

export interface ReminderSettings {
  beforeDueDays: number[];
  afterDueDays: number[];
}

/** Something to remind a customer of today. `ref` + `rule` + the date make its key. */
export interface ReminderCandidate {
  userId: string;
  loanId: string;
  /** The instalment number (or, for later sources, the promise id). */
  ref: string;
  /** before_3, due_today, late_1, late_7, late_30, promise_due. */
  rule: string;
  dueDate: string;
  /** Pesewas still owed on it today. */
  amountDue: number;
}

export type ReminderSource = (db: DbOrTx, today: string, settings: ReminderSettings) => Promise<ReminderCandidate[]>;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The rule names of an offset: 0 → due_today, 3 before → before_3, 7 after → late_7. */
export function ruleName(kind: 'before' | 'after', days: number): string {
  if (kind === 'before') return days === 0 ? 'due_today' : `before_${days}`;
  return `late_${days}`;
}

/**
 * Instalments of the schedule in force of every running loan that fall due `days` from today (before) or fell due
 * `days` ago (after) and still have something owed: one statement over all instalments (what is owed = the
 * scheduled amount plus charges minus payments allocated to the instalment, as everywhere else).
 */
export const instalmentReminders: ReminderSource = async (db, today, settings) => {
  const rules = [
    ...settings.beforeDueDays.map((days) => ({ rule: ruleName('before', days), offset: days })),
    ...settings.afterDueDays.map((days) => ({ rule: ruleName('after', days), offset: -days })),
  ];
  if (rules.length === 0) return [];
  const names = `{${rules.map((rule) => rule.rule).join(',')}}`;
  const offsets = `{${rules.map((rule) => rule.offset).join(',')}}`;
  const result = await db.execute(sql`
    with rules as (select * from unnest(${names}::text[], ${offsets}::int[]) as r(rule, offset_days)),
    due as (
      select l.id as loan_id, l.user_id, i.number, i.due_date, r.rule, i.principal_due + i.interest_due + i.fee_due as scheduled
      from rules r
      join loan_instalment i on i.due_date = ${today}::date + r.offset_days
      join loan l on l.id = i.loan_id and i.version = l.schedule_version
      where l.status in ('active', 'in_arrears')
    ),
    moved as (
      select e.loan_id, x.number, sum(${OUTSTANDING_DELTA}) as delta
      from ledger_entry e ${ALLOCATION_LINES}
      where e.loan_id in (select loan_id from due) and e.kind in (${DUE_CHANGING_KINDS})
      group by e.loan_id, x.number
    )
    select d.user_id as "userId", d.loan_id as "loanId", d.number::text as ref, d.rule, d.due_date::text as "dueDate",
      (d.scheduled + coalesce(m.delta, 0))::bigint::text as "amountDue"
    from due d left join moved m on m.loan_id = d.loan_id and m.number = d.number
    where d.scheduled + coalesce(m.delta, 0) > 0
    order by d.user_id, d.due_date, d.loan_id, d.number`);
  return rowsOf<ReminderCandidate & { amountDue: string }>(result).map((row) => ({ ...row, amountDue: Number(row.amountDue) }));
};

/**
 * Promises to pay (collections) falling due today and still open: the morning of the promised date, the customer is
 * reminded of what is left of the promise (its amount less what they paid since making it), once per promise.
 */
export const promiseReminders: ReminderSource = async (db, today) => {
  const result = await db.execute(sql`
    select l.user_id as "userId", p.loan_id as "loanId", p.id::text as ref, 'promise_due' as rule, p.promised_on::text as "dueDate",
      (p.amount - p.paid_amount)::bigint::text as "amountDue"
    from promise_to_pay p
    join loan l on l.id = p.loan_id
    where p.status = 'open' and p.promised_on = ${today}::date and p.amount > p.paid_amount and l.status in ('active', 'in_arrears')
    order by l.user_id, p.loan_id`);
  return rowsOf<ReminderCandidate & { amountDue: string }>(result).map((row) => ({ ...row, amountDue: Number(row.amountDue) }));
};

/** Every source of reminders: instalments before and after their due date, and promises to pay due today. */
export const REMINDER_SOURCES: ReminderSource[] = [instalmentReminders, promiseReminders];

/**
 * The reminder's words (sms-templates): short, plain, amount, due date, how to pay; the loan only by the end of its
 * number. `money` formats the amount: GH₵ in the app and by email, "GHS" by SMS (one GSM-7 segment).
 */
export function reminderText(
  candidate: Pick<ReminderCandidate, 'rule' | 'dueDate' | 'amountDue' | 'loanId'>,
  today: string,
  options: { brand: string; money?: (pesewas: number) => string },
): { subject: string; body: string } {
  const values = { brand: options.brand, amount: (options.money ?? formatCedis)(candidate.amountDue), due: formatDate(candidate.dueDate), loan: loanNumber(candidate.loanId).slice(-4) };
  if (candidate.rule === 'promise_due') return { subject: 'Your promised payment is due today', body: smsText('reminder.promise_due', values) };
  if (candidate.rule === 'due_today') return { subject: 'Payment due today', body: smsText('reminder.due_today', values) };
  if (candidate.rule.startsWith('before_')) return { subject: 'Payment due soon', body: smsText('reminder.before', values) };
  const days = Math.round((Date.parse(today) - Date.parse(candidate.dueDate)) / 86_400_000);
  return { subject: 'Payment overdue', body: smsText('reminder.late', { ...values, days }) };
}

export interface ReminderRunResult {
  date: string;
  reminders: number;
  sms: number;
  inApp: number;
  email: number;
  queued: number;
}

interface Recipient {
  userId: string;
  email: string;
  phone: string | null;
  sms: boolean;
  emailOn: boolean;
  inApp: boolean;
}

export class ReminderService {
  constructor(
    private readonly db: AppDatabase,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
    private readonly sources: readonly ReminderSource[] = REMINDER_SOURCES,
  ) {}

  /**
   * Today's reminders into the outbox. Channels follow each customer's preferences: the notice goes by SMS when SMS is
   * on, a phone is known and no reminder SMS went to them today; otherwise (a second reminder the same day, no phone,
   * SMS off) it goes in-app when in-app is on. Email is sent besides when the customer turned it on. Everything is
   * held until the end of quiet hours when the run falls inside them.
   */
  async run(now: Date = this.clock.now()): Promise<ReminderRunResult> {
    const today = accraDay(now);
    const values = await readSettings(this.db, [
      'reminders.enabled',
      'reminders.before_due_days',
      'reminders.after_due_days',
      'reminders.quiet_start_hour',
      'reminders.quiet_end_hour',
      'brand.name',
    ]);
    const result: ReminderRunResult = { date: today, reminders: 0, sms: 0, inApp: 0, email: 0, queued: 0 };
    if (values.get('reminders.enabled') === false) return result;
    const settings: ReminderSettings = {
      beforeDueDays: (values.get('reminders.before_due_days') as number[]) ?? [],
      afterDueDays: (values.get('reminders.after_due_days') as number[]) ?? [],
    };
    const brand = String(values.get('brand.name'));
    const notBefore = nextSendableAt(now, { startHour: Number(values.get('reminders.quiet_start_hour')), endHour: Number(values.get('reminders.quiet_end_hour')) });
    const candidates = (await Promise.all(this.sources.map((source) => source(this.db, today, settings)))).flat();
    result.reminders = candidates.length;
    if (candidates.length === 0) return result;

    const userIds = `{${[...new Set(candidates.map((candidate) => candidate.userId))].join(',')}}`;
    await withTransaction(this.db, async (tx) => {
      const recipients = new Map(
        rowsOf<Recipient>(
          await tx.execute(sql`
            select u.id as "userId", u.email, p.phone,
              coalesce(c.sms, ${COMMUNICATION_DEFAULTS.sms}) as sms, coalesce(c.email, ${COMMUNICATION_DEFAULTS.email}) as "emailOn",
              coalesce(c.in_app, ${COMMUNICATION_DEFAULTS.inApp}) as "inApp"
            from "user" u
            left join profile p on p.user_id = u.id
            left join communication_preference c on c.user_id = u.id
            where u.id = any(${userIds}::text[]) and u.banned = false`),
        ).map((row) => [row.userId, row]),
      );
      const smsUsed = new Set(
        rowsOf<{ userId: string }>(
          await tx.execute(sql`select distinct user_id as "userId" from outbound_message where sms_day = ${today}::date and user_id = any(${userIds}::text[])`),
        ).map((row) => row.userId),
      );
      const messages: OutboundInput[] = [];
      for (const candidate of candidates) {
        const recipient = recipients.get(candidate.userId);
        if (!recipient) continue;
        const key = `reminder:${candidate.loanId}:${candidate.ref}:${candidate.rule}:${today}`;
        const { subject, body } = reminderText(candidate, today, { brand });
        const common = { userId: candidate.userId, kind: `reminder.${candidate.rule}`, subject, body, notBefore };
        if (recipient.sms && recipient.phone && !smsUsed.has(candidate.userId)) {
          smsUsed.add(candidate.userId);
          const sms = reminderText(candidate, today, { brand, money: smsMoney }).body;
          messages.push({ ...common, body: sms, channel: 'sms', recipient: recipient.phone, dedupeKey: `${key}:notice`, smsDay: today });
          result.sms += 1;
        } else if (recipient.inApp) {
          messages.push({ ...common, channel: 'in_app', recipient: candidate.userId, dedupeKey: `${key}:notice`, target: { kind: 'LOAN', id: candidate.loanId } });
          result.inApp += 1;
        }
        if (recipient.emailOn) {
          messages.push({ ...common, channel: 'email', recipient: recipient.email, dedupeKey: `${key}:email` });
          result.email += 1;
        }
      }
      result.queued = (await this.outbox.enqueue(tx, messages)).length;
    });
    return result;
  }
}
