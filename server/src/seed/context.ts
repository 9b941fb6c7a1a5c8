import type { Role } from '../auth/permissions.js';
import type { AppDatabase } from '../db/client.js';
import type { LoanService } from '../modules/loans/loan.service.js';
import type { FileStorage } from '../storage/storage.js';

/** What a module's seed function gets: the demo accounts by role, extra customers and a fixed "now". */
export interface SeedContext {
  db: AppDatabase;
  users: Record<Role, { id: string; email: string }>;
  customers: Array<{ id: string; email: string }>;
  now: Date;
  /** Where seeded files (documents) are stored, the same store the server reads. */
  storage: FileStorage;
  /** The app's LoanService: demo loans are booked, disbursed and paid through it, never by copied inserts. */
  loans: LoanService;
}
