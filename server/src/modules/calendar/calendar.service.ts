// The public holiday calendar staff keep (Settings › Public holidays): a year's days, adding and removing one.
// Quotes and every working-day rule read the same table (calendar.facts.ts).
import { and, asc, between, eq, isNull, sql } from 'drizzle-orm';
import { user } from '../../auth/auth.table.js';
import type { AppDatabase } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { isIsoDate } from '../../finance/index.js';
import type { Actor } from '../../graphql/context.js';
import { badInput, conflict, notFound } from '../../graphql/errors.js';
import { formatDate } from '../../shared/dates.js';
import type { AuditService } from '../audit/audit.service.js';
import type { Clock } from '../quotes/clock.js';
import { holidaysBetween } from './calendar.facts.js';
import { publicHoliday, type HolidaySource } from './calendar.table.js';

export { HOLIDAY_SOURCES, type HolidaySource } from './calendar.table.js';

/** Years staff may look at or change (the library answers any year; these are the ones a loan can reach). */
export const FIRST_HOLIDAY_YEAR = 2000;
export const LAST_HOLIDAY_YEAR = 2100;
const NAME_MAX = 80;

export interface PublicHolidayRecord {
  date: string;
  name: string;
  source: HolidaySource;
  changedAt: Date;
  changedByName: string | null;
}

function checkYear(year: number): void {
  if (!Number.isSafeInteger(year) || year < FIRST_HOLIDAY_YEAR || year > LAST_HOLIDAY_YEAR) {
    throw badInput(`Choose a year from ${FIRST_HOLIDAY_YEAR} to ${LAST_HOLIDAY_YEAR}.`, 'year');
  }
}

function checkDate(date: string): void {
  if (!isIsoDate(date)) throw badInput('Enter the date as YYYY-MM-DD.', 'date');
  checkYear(Number(date.slice(0, 4)));
}

const nameOf = (actor: Actor) => `${actor.viewer.firstName} ${actor.viewer.lastName}`.trim() || null;

export class CalendarService {
  constructor(
    private readonly db: AppDatabase,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** The year's public holidays in date order (the year is seeded on first look). */
  async holidays(year: number): Promise<PublicHolidayRecord[]> {
    checkYear(year);
    await holidaysBetween(this.db, `${year}-01-01`, `${year}-12-31`);
    return this.db
      .select({
        date: publicHoliday.date,
        name: publicHoliday.name,
        source: publicHoliday.source,
        changedAt: publicHoliday.changedAt,
        changedByName: sql<string | null>`nullif(trim(${user.firstName} || ' ' || ${user.lastName}), '')`,
      })
      .from(publicHoliday)
      .leftJoin(user, eq(user.id, publicHoliday.changedBy))
      .where(and(between(publicHoliday.date, `${year}-01-01`, `${year}-12-31`), isNull(publicHoliday.removedAt)))
      .orderBy(asc(publicHoliday.date));
  }

  /** Adds a day staff know is a public holiday (a day once removed comes back); a day already on the calendar is CONFLICT. Audited. */
  async add(actor: Actor, input: { date: string; name: string }): Promise<PublicHolidayRecord> {
    const date = input.date.trim();
    checkDate(date);
    const name = input.name.trim().replace(/\s+/g, ' ');
    if (!name) throw badInput('Enter the holiday’s name.', 'name');
    if (name.length > NAME_MAX) throw badInput(`Keep the holiday’s name to ${NAME_MAX} characters.`, 'name');
    const year = Number(date.slice(0, 4));
    return withTransaction(this.db, async (tx) => {
      // The year is seeded first, so a later seed never meets the staff's day.
      await holidaysBetween(tx, `${year}-01-01`, `${year}-12-31`);
      const [current] = await tx.select().from(publicHoliday).where(eq(publicHoliday.date, date)).for('update');
      if (current && current.removedAt === null) throw conflict(`${formatDate(date)} is already a public holiday (${current.name}).`);
      const now = this.clock.now();
      const values = { name, source: 'staff' as const, changedBy: actor.viewer.id, changedAt: now, removedAt: null };
      const [saved] = current
        ? await tx.update(publicHoliday).set(values).where(eq(publicHoliday.date, date)).returning()
        : await tx.insert(publicHoliday).values({ date, ...values }).returning();
      await this.audit.record(tx, actor, {
        action: 'public_holiday.add',
        entity: 'public_holiday',
        entityId: date,
        before: current ? { name: current.name, source: current.source, removed: true } : null,
        after: { name: saved.name, source: saved.source },
      });
      return { date: saved.date, name: saved.name, source: saved.source, changedAt: saved.changedAt, changedByName: nameOf(actor) };
    });
  }

  /** Takes a day off the calendar (it becomes a working day if it is a weekday); NOT_FOUND when it is not on it. Audited. */
  async remove(actor: Actor, rawDate: string): Promise<PublicHolidayRecord> {
    const date = rawDate.trim();
    checkDate(date);
    const year = Number(date.slice(0, 4));
    return withTransaction(this.db, async (tx) => {
      await holidaysBetween(tx, `${year}-01-01`, `${year}-12-31`);
      const [current] = await tx.select().from(publicHoliday).where(eq(publicHoliday.date, date)).for('update');
      if (!current || current.removedAt !== null) throw notFound(`A public holiday on ${formatDate(date)}`);
      const now = this.clock.now();
      await tx.update(publicHoliday).set({ removedAt: now, changedBy: actor.viewer.id, changedAt: now }).where(eq(publicHoliday.date, date));
      await this.audit.record(tx, actor, {
        action: 'public_holiday.remove',
        entity: 'public_holiday',
        entityId: date,
        before: { name: current.name, source: current.source },
        after: null,
      });
      return { date, name: current.name, source: current.source, changedAt: now, changedByName: nameOf(actor) };
    });
  }
}
