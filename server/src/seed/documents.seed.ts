import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../config.js';
import { document, type DocumentStatus, type DocumentType, type UploadMimeType } from '../modules/documents/document.table.js';
import { newStorageKey } from '../storage/storage.js';
import type { SeedContext } from './context.js';

/** Sample files shipped in the repo (generated, a few KB, clearly marked as demo data). */
export const SEED_FILES_DIR = path.join(ROOT_DIR, 'server', 'seed-files');

const SAMPLES = {
  card: { file: 'sample-ghana-card.png', mimeType: 'image/png' },
  payslip: { file: 'sample-payslip.pdf', mimeType: 'application/pdf' },
  statement: { file: 'sample-statement.pdf', mimeType: 'application/pdf' },
} as const satisfies Record<string, { file: string; mimeType: UploadMimeType }>;

interface DemoDocument {
  customer: number;
  type: DocumentType;
  sample: keyof typeof SAMPLES;
  fileName: string;
  status: DocumentStatus;
  note?: string;
  daysAgo: number;
}

// Every status appears, for the demo customer (index 0) and a few others.
const DEMO_DOCUMENTS: DemoDocument[] = [
  { customer: 0, type: 'ghana_card', sample: 'card', fileName: 'ghana-card-front.png', status: 'verified', note: 'Name and number match the profile.', daysAgo: 20 },
  { customer: 0, type: 'payslip', sample: 'payslip', fileName: 'payslip-october-2026.pdf', status: 'pending', daysAgo: 2 },
  { customer: 0, type: 'bank_statement', sample: 'statement', fileName: 'gcb-statement-aug.pdf', status: 'rejected', note: 'The statement must cover the last 3 months. Please upload August to October.', daysAgo: 9 },
  { customer: 1, type: 'ghana_card', sample: 'card', fileName: 'ghana card.png', status: 'verified', daysAgo: 15 },
  { customer: 1, type: 'momo_statement', sample: 'statement', fileName: 'mtn-momo-statement.pdf', status: 'pending', daysAgo: 1 },
  { customer: 2, type: 'tenancy_agreement', sample: 'statement', fileName: 'tenancy-agreement-east-legon.pdf', status: 'pending', daysAgo: 4 },
  { customer: 2, type: 'utility_bill', sample: 'card', fileName: 'ecg-bill.png', status: 'rejected', note: 'The bill is older than 3 months.', daysAgo: 6 },
  { customer: 3, type: 'payslip', sample: 'payslip', fileName: 'payslip-sept-2026.pdf', status: 'verified', daysAgo: 12 },
  { customer: 4, type: 'other', sample: 'statement', fileName: 'reference-letter.pdf', status: 'pending', daysAgo: 3 },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Stores the sample files through the storage interface and records documents in each status. */
export async function seedDocuments({ db, users, customers, now, storage }: SeedContext): Promise<void> {
  const contents = new Map(Object.entries(SAMPLES).map(([name, sample]) => [name, fs.readFileSync(path.join(SEED_FILES_DIR, sample.file))]));
  const reviewer = users.inspection_and_verification.id;
  for (const demo of DEMO_DOCUMENTS) {
    const owner = customers[demo.customer];
    if (!owner) continue;
    const createdAt = new Date(now.getTime() - demo.daysAgo * DAY_MS);
    const content = contents.get(demo.sample)!;
    const storageKey = newStorageKey(createdAt);
    await storage.put(storageKey, content);
    const reviewed = demo.status !== 'pending';
    await db.insert(document).values({
      userId: owner.id,
      type: demo.type,
      fileName: demo.fileName,
      mimeType: SAMPLES[demo.sample].mimeType,
      sizeBytes: content.length,
      storageKey,
      status: demo.status,
      reviewerId: reviewed ? reviewer : null,
      reviewNote: reviewed ? (demo.note ?? null) : null,
      reviewedAt: reviewed ? new Date(createdAt.getTime() + DAY_MS) : null,
      createdAt,
    });
  }
}
