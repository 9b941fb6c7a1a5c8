import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { isAPIError } from 'better-auth/api';
import { isStrongPassword, type Auth } from '../../auth/auth.js';
import { session, twoFactor, user } from '../../auth/auth.table.js';
import { adminRoutesOf, isAdminRole, isStaffRole, permissionsOf, type Role } from '../../auth/permissions.js';
import type { AppDatabase, DbOrTx } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { withTransaction } from '../../db/transaction.js';
import type { Actor, Viewer } from '../../graphql/context.js';
import { AppError, badInput, forbidden, notFound } from '../../graphql/errors.js';
import { afterCursor, toPage, type Page } from '../../graphql/pagination.js';
import type { AuditService } from '../audit/audit.service.js';
import type { GhanaRegion } from './ghana-region.js';
import { profile } from './profile.table.js';
import type { CreateStaffUserInput, UpdateProfileInput, UsersArgs } from './user.inputs.js';
import type { Me, Profile, UserAccount } from './user.type.js';
import { isPerson } from './people.js';
import { isUniqueViolation } from '../../db/errors.js';

export const MINIMUM_AGE_YEARS = 18;
export const MAXIMUM_AGE_YEARS = 120;
/** SPEC §8 registration text, reused when staff pick an email that is taken. */
export const EMAIL_TAKEN_MESSAGE = 'This email is already registered. Please use a different email or try logging in.';
const GHANA_CARD_TAKEN_MESSAGE = 'This Ghana Card number is already registered to another account.';

// One SELECT shape for an account and its (optional) profile, so lists join instead of querying per row.
const accountColumns = {
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  role: user.role,
  banned: user.banned,
  banReason: user.banReason,
  twoFactorEnabled: user.twoFactorEnabled,
  mustChangePassword: user.mustChangePassword,
  createdAt: user.createdAt,
  profileUserId: profile.userId,
  phone: profile.phone,
  dateOfBirth: profile.dateOfBirth,
  ghanaCardNumber: profile.ghanaCardNumber,
  residentialAddress: profile.residentialAddress,
  digitalAddress: profile.digitalAddress,
  city: profile.city,
  region: profile.region,
  profileUpdatedAt: profile.updatedAt,
};

function selectAccounts(db: DbOrTx) {
  return db.select(accountColumns).from(user).leftJoin(profile, eq(profile.userId, user.id));
}
type AccountRow = Awaited<ReturnType<typeof selectAccounts>>[number];

function toProfile(row: AccountRow): Profile {
  const kycFields = [row.phone, row.dateOfBirth, row.ghanaCardNumber, row.residentialAddress, row.digitalAddress, row.city, row.region];
  return {
    id: row.id,
    userId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    dateOfBirth: row.dateOfBirth,
    ghanaCardNumber: row.ghanaCardNumber,
    residentialAddress: row.residentialAddress,
    digitalAddress: row.digitalAddress,
    city: row.city,
    region: row.region as GhanaRegion | null,
    isComplete: kycFields.every((value) => value !== null && value !== ''),
    identityLocked: false,
    updatedAt: row.profileUpdatedAt,
  };
}

/** Customers' identity fields: once checked with an application, changed only through a correction request. */
export const IDENTITY_FIELDS = ['firstName', 'lastName', 'dateOfBirth', 'ghanaCardNumber'] as const;
export const IDENTITY_LOCKED_MESSAGE = 'This was checked with your application. To change it, ask for a correction in Profile → Privacy.';

function toAccount(row: AccountRow): UserAccount {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role as Role,
    banned: row.banned,
    banReason: row.banReason,
    twoFactorEnabled: row.twoFactorEnabled,
    mustChangePassword: row.mustChangePassword,
    createdAt: row.createdAt,
    profile: row.profileUserId ? toProfile(row) : null,
  };
}

function cleanName(value: string, field: 'firstName' | 'lastName'): string {
  const cleaned = value.trim().replace(/\s+/g, ' ');
  if (!cleaned) throw badInput(`${field === 'firstName' ? 'First' : 'Last'} name cannot be empty.`, field);
  return cleaned;
}

/** Trims a free-text profile field; null clears it, blank is refused. */
function cleanText(value: string | null, field: string, label: string, minimumLength: number): string | null {
  if (value === null) return null;
  const cleaned = value.trim().replace(/\s+/g, ' ');
  if (cleaned.length < minimumLength) throw badInput(`${label} must be at least ${minimumLength} characters.`, field);
  return cleaned;
}

/** Whole years between a YYYY-MM-DD birth date and today (UTC); throws when the date is not a real day. */
export function ageOn(dateOfBirth: string, now: Date): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number);
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (birth.getUTCFullYear() !== year || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) {
    throw badInput('The date of birth is not a real calendar date.', 'dateOfBirth');
  }
  let age = now.getUTCFullYear() - year;
  const birthdayPassed = now.getUTCMonth() > month - 1 || (now.getUTCMonth() === month - 1 && now.getUTCDate() >= day);
  if (!birthdayPassed) age -= 1;
  return age;
}


const ghanaCardTaken = () => new AppError('CONFLICT', GHANA_CARD_TAKEN_MESSAGE, { field: 'ghanaCardNumber' });

export class UserService {
  constructor(
    private readonly db: AppDatabase,
    private readonly audit: AuditService,
    private readonly auth: Auth,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The caller's profile and capabilities, all derived from the one catalogue. */
  describeViewer(viewer: Viewer): Me {
    return {
      id: viewer.id,
      email: viewer.email,
      firstName: viewer.firstName,
      lastName: viewer.lastName,
      role: viewer.role,
      isAdmin: isAdminRole(viewer.role),
      permissions: [...permissionsOf(viewer.role)],
      adminRoutes: [...adminRoutesOf(viewer.role)],
    };
  }

  private async findAccount(db: DbOrTx, userId: string): Promise<AccountRow | undefined> {
    const [row] = await selectAccounts(db).where(eq(user.id, userId));
    return row;
  }

  /** Always answers for the caller: a profile never saved comes back with empty KYC fields. */
  async myProfile(viewer: Viewer): Promise<Profile> {
    const row = await this.findAccount(this.db, viewer.id);
    if (!row) throw notFound('Profile');
    return { ...toProfile(row), identityLocked: await this.identityLocked(this.db, viewer.id) };
  }

  /** True once the customer has applied for credit (an application not cancelled, or a loan). */
  private async identityLocked(db: DbOrTx, userId: string): Promise<boolean> {
    const result = await db.execute(sql`
      select exists (select 1 from application where user_id = ${userId} and status <> 'cancelled')
        or exists (select 1 from loan where user_id = ${userId}) as locked`);
    return (result as unknown as { rows: Array<{ locked: boolean }> }).rows[0]?.locked === true;
  }

  /** Changes only the caller's own profile; every check runs before anything is written. */
  async updateProfile(viewer: Viewer, input: UpdateProfileInput): Promise<Profile> {
    const names: { firstName?: string; lastName?: string } = {};
    if (input.firstName !== undefined) names.firstName = cleanName(input.firstName ?? '', 'firstName');
    if (input.lastName !== undefined) names.lastName = cleanName(input.lastName ?? '', 'lastName');

    // Mapped field by field: the input is never spread into the row.
    const changes: Partial<Omit<typeof profile.$inferInsert, 'userId' | 'updatedAt'>> = {};
    if (input.phone !== undefined) changes.phone = input.phone;
    if (input.dateOfBirth !== undefined) {
      if (input.dateOfBirth !== null) {
        const age = ageOn(input.dateOfBirth, this.clock());
        if (age < MINIMUM_AGE_YEARS) throw badInput(`You must be at least ${MINIMUM_AGE_YEARS} years old.`, 'dateOfBirth');
        if (age > MAXIMUM_AGE_YEARS) throw badInput('The date of birth is too far in the past.', 'dateOfBirth');
      }
      changes.dateOfBirth = input.dateOfBirth;
    }
    if (input.ghanaCardNumber !== undefined) changes.ghanaCardNumber = input.ghanaCardNumber;
    if (input.residentialAddress !== undefined) {
      changes.residentialAddress = cleanText(input.residentialAddress, 'residentialAddress', 'The residential address', 5);
    }
    if (input.digitalAddress !== undefined) changes.digitalAddress = input.digitalAddress;
    if (input.city !== undefined) changes.city = cleanText(input.city, 'city', 'The city', 2);
    if (input.region !== undefined) changes.region = input.region;

    // Identity details already checked with an application change only through a correction request; an empty one may
    // still be filled in.
    const touched = IDENTITY_FIELDS.filter((field) => input[field] !== undefined);
    if (touched.length > 0 && (await this.identityLocked(this.db, viewer.id))) {
      const current = await this.findAccount(this.db, viewer.id);
      const next: Record<(typeof IDENTITY_FIELDS)[number], string | null | undefined> = {
        firstName: names.firstName,
        lastName: names.lastName,
        dateOfBirth: changes.dateOfBirth,
        ghanaCardNumber: changes.ghanaCardNumber,
      };
      for (const field of touched) {
        const was = current?.[field] ?? null;
        if (was !== null && was !== '' && next[field] !== was) throw badInput(IDENTITY_LOCKED_MESSAGE, field);
      }
    }

    if (changes.ghanaCardNumber) {
      const [holder] = await this.db
        .select({ userId: profile.userId })
        .from(profile)
        .where(eq(profile.ghanaCardNumber, changes.ghanaCardNumber));
      if (holder && holder.userId !== viewer.id) throw ghanaCardTaken();
    }

    try {
      await withTransaction(this.db, async (tx) => {
        if (names.firstName !== undefined || names.lastName !== undefined) {
          const firstName = names.firstName ?? sql`${user.firstName}`;
          const lastName = names.lastName ?? sql`${user.lastName}`;
          await tx
            .update(user)
            .set({ firstName, lastName, name: sql`${firstName} || ' ' || ${lastName}`, updatedAt: this.clock() })
            .where(eq(user.id, viewer.id));
        }
        if (Object.keys(changes).length > 0) {
          await tx
            .insert(profile)
            .values({ userId: viewer.id, ...changes })
            .onConflictDoUpdate({ target: profile.userId, set: { ...changes, updatedAt: this.clock() } });
        }
      });
    } catch (error) {
      // Two people saving the same Ghana Card at once: the unique index decides.
      if (isUniqueViolation(error)) throw ghanaCardTaken();
      throw error;
    }
    return this.myProfile(viewer);
  }

  /** Staff list, newest first; one statement per page with each profile joined. */
  async list({ first, after, search, role }: UsersArgs): Promise<Page<UserAccount>> {
    // API keys' service accounts are managed on the security page, not listed as people.
    const conditions: Array<SQL | undefined> = [
      afterCursor(after, user.createdAt, user.id),
      isPerson(),
    ];
    if (role) conditions.push(eq(user.role, role));
    const term = search?.trim();
    if (term) {
      const pattern = containsPattern(term);
      const matches: SQL[] = [
        ilike(sql`${user.firstName} || ' ' || ${user.lastName}`, pattern),
        ilike(user.email, pattern),
        ilike(profile.phone, pattern),
      ];
      // Staff often type a local number (024 123 4567); stored numbers are +233241234567.
      const localDigits = term.replace(/[\s-]/g, '');
      if (/^0\d{2,9}$/.test(localDigits)) matches.push(ilike(profile.phone, containsPattern(`+233${localDigits.slice(1)}`)));
      conditions.push(or(...matches));
    }
    const rows = await selectAccounts(this.db)
      .where(and(...conditions))
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(first + 1);
    return toPage(rows.map(toAccount), first);
  }

  async get(userId: string): Promise<UserAccount> {
    const row = await this.findAccount(this.db, userId);
    if (!row) throw notFound('User');
    return toAccount(row);
  }

  /** Creates the account through better-auth (hashing, account row), then grants the staff role in an audited transaction. */
  async createStaffUser(actor: Actor, input: CreateStaffUserInput): Promise<UserAccount> {
    if (!isStaffRole(input.role)) throw badInput('Choose a staff role; customers register themselves.', 'role');
    if (isAdminRole(input.role) && actor.viewer.role !== 'superadmin') {
      throw forbidden('Only a superadmin can grant the admin or superadmin role.');
    }
    const email = input.email.trim().toLowerCase();
    const firstName = cleanName(input.firstName, 'firstName');
    const lastName = cleanName(input.lastName, 'lastName');
    if (!isStrongPassword(input.temporaryPassword, email)) {
      throw badInput('The temporary password needs at least 12 characters, must not contain the email or our name, and must not be easy to guess.', 'temporaryPassword');
    }
    // better-auth answers a taken email with a fake success when verification is on, so check first.
    const [existing] = await this.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (existing) throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE, { field: 'email' });

    let createdId: string;
    try {
      const result = await this.auth.api.signUpEmail({
        body: { email, password: input.temporaryPassword, name: `${firstName} ${lastName}`, firstName, lastName },
      });
      createdId = result.user.id;
    } catch (error) {
      if (isAPIError(error) && String(error.body?.code ?? '').startsWith('USER_ALREADY_EXISTS')) {
        throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE, { field: 'email' });
      }
      throw error;
    }

    try {
      await withTransaction(this.db, async (tx) => {
        // A temporary password: the person must choose their own at first sign-in (viewer.ts refuses all else).
        await tx.update(user).set({ role: input.role, mustChangePassword: true, updatedAt: this.clock() }).where(eq(user.id, createdId));
        // Sign-up signs the new account in; that session belongs to nobody, so it goes.
        await tx.delete(session).where(eq(session.userId, createdId));
        await this.audit.record(tx, actor, {
          action: 'user.created',
          entity: 'user',
          entityId: createdId,
          before: null,
          after: { email, firstName, lastName, role: input.role },
        });
      });
    } catch (error) {
      // Never leave a half-made account behind (a customer-role user nobody asked for).
      await this.db.delete(user).where(eq(user.id, createdId));
      throw error;
    }
    return this.get(createdId);
  }

  /** Nobody re-roles themselves; only a superadmin grants or removes admin and superadmin. */
  async changeRole(actor: Actor, userId: string, role: Role): Promise<UserAccount> {
    if (userId === actor.viewer.id) throw forbidden('You cannot change your own role.');
    await withTransaction(this.db, async (tx) => {
      const target = await this.lockUser(tx, userId);
      if ((isAdminRole(target.role as Role) || isAdminRole(role)) && actor.viewer.role !== 'superadmin') {
        throw forbidden('Only a superadmin can grant or remove the admin or superadmin role.');
      }
      if (target.role === role) return;
      await tx.update(user).set({ role, updatedAt: this.clock() }).where(eq(user.id, userId));
      await this.audit.record(tx, actor, {
        action: 'user.role_changed',
        entity: 'user',
        entityId: userId,
        before: { role: target.role },
        after: { role },
      });
    });
    return this.get(userId);
  }

  /** Suspends the account and deletes its sessions, so the person is signed out at once. */
  async ban(actor: Actor, userId: string, reason: string): Promise<UserAccount> {
    if (userId === actor.viewer.id) throw forbidden('You cannot ban yourself.');
    const cleanedReason = reason.trim().replace(/\s+/g, ' ');
    if (cleanedReason.length < 3) throw badInput('The reason must be 3 to 500 characters.', 'reason');
    await withTransaction(this.db, async (tx) => {
      const target = await this.lockUser(tx, userId);
      this.assertMayModerate(actor, target.role as Role);
      await tx.update(user).set({ banned: true, banReason: cleanedReason, updatedAt: this.clock() }).where(eq(user.id, userId));
      const revoked = await tx.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
      await this.audit.record(tx, actor, {
        action: 'user.banned',
        entity: 'user',
        entityId: userId,
        before: { banned: target.banned, banReason: target.banReason },
        after: { banned: true, banReason: cleanedReason, sessionsRevoked: revoked.length },
      });
    });
    return this.get(userId);
  }

  async unban(actor: Actor, userId: string): Promise<UserAccount> {
    if (userId === actor.viewer.id) throw forbidden('You cannot unban yourself.');
    await withTransaction(this.db, async (tx) => {
      const target = await this.lockUser(tx, userId);
      this.assertMayModerate(actor, target.role as Role);
      if (!target.banned) return;
      await tx.update(user).set({ banned: false, banReason: null, updatedAt: this.clock() }).where(eq(user.id, userId));
      await this.audit.record(tx, actor, {
        action: 'user.unbanned',
        entity: 'user',
        entityId: userId,
        before: { banned: true, banReason: target.banReason },
        after: { banned: false, banReason: null },
      });
    });
    return this.get(userId);
  }

  /**
   * Removes a staff member's two-factor secret and backup codes (a lost phone) and signs them out everywhere: at
   * their next sign-in they must enrol again before any staff work. Audited.
   */
  async resetTwoFactor(actor: Actor, userId: string): Promise<UserAccount> {
    if (userId === actor.viewer.id) throw forbidden('You cannot reset your own two-factor sign-in; ask another administrator.');
    await withTransaction(this.db, async (tx) => {
      const target = await this.lockUser(tx, userId);
      if (!isStaffRole(target.role as Role)) throw badInput('Only staff accounts have two-factor sign-in to reset.', 'userId');
      if (isAdminRole(target.role as Role) && actor.viewer.role !== 'superadmin') {
        throw forbidden('Only a superadmin can reset the two-factor sign-in of an admin or superadmin.');
      }
      const [before] = await tx.select({ twoFactorEnabled: user.twoFactorEnabled }).from(user).where(eq(user.id, userId));
      await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
      await tx.update(user).set({ twoFactorEnabled: false, updatedAt: this.clock() }).where(eq(user.id, userId));
      const revoked = await tx.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
      await this.audit.record(tx, actor, {
        action: 'user.two_factor_reset',
        entity: 'user',
        entityId: userId,
        before: { twoFactorEnabled: before?.twoFactorEnabled ?? false },
        after: { twoFactorEnabled: false, sessionsRevoked: revoked.length },
      });
    });
    return this.get(userId);
  }

  private assertMayModerate(actor: Actor, targetRole: Role): void {
    if (isAdminRole(targetRole) && actor.viewer.role !== 'superadmin') {
      throw forbidden('Only a superadmin can ban or unban an admin or superadmin.');
    }
  }

  /** Row lock so two staff changing the same account cannot interleave their checks and writes. */
  private async lockUser(tx: DbOrTx, userId: string) {
    const [target] = await tx
      .select({ id: user.id, role: user.role, banned: user.banned, banReason: user.banReason })
      .from(user)
      .where(eq(user.id, userId))
      .for('update');
    if (!target) throw notFound('User');
    return target;
  }
}
