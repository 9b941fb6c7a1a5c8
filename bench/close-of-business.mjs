// The close-of-business benchmark: N open loans with 12-instalment schedules, 10% overdue, generated with
// set-based SQL on the real PostgreSQL; one full run of the job's code in its own process (time, peak RSS), and the
// per-loan loop it replaced on a copy of the smallest database (measured, then extrapolated).
// Alone: `node bench/close-of-business.mjs [--quick] [--loans 1000000] [--sizes 1000000,10000]` (needs
// `npm run build:server`; default: 10⁶ and 10⁴ loans) writes bench/results/close-of-business-<time>.md and
// its section of BENCHMARKS.md; `npm run bench` runs it as one of its sections.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { adminUrl, cleanupAll, createMigratedDatabase, dbUrl, onCleanup, root } from './lib.mjs';

const run = promisify(execFile);
export const BUSINESS_DATE = '2026-06-30';
const BATCH_SIZE = 5_000; // CLOSE_OF_BUSINESS_BATCH_SIZE
const LANES = 2; // CLOSE_OF_BUSINESS_LANES (PostgreSQL)
export const SECTION_TITLE = '## Close of business';

/**
 * Loans k = 1..n in the order they were created (older loans first, 11 down to 1 instalment due by the business
 * date): principal GH₵3,000–7,900, 12 monthly instalments (principal/12, interest on the reducing balance at 4% a
 * month). Rows are written in the order production writes them: a loan with its schedule and disbursement, payments
 * in date order. Every 10th loan is
 * overdue: it missed its last 1–3 due instalments (28–90 days past due), is in arrears and was charged penalty
 * through the day before. The others paid every due instalment (one payment entry each). Every loan has its
 * disbursement entry. Foreign keys and triggers are off while loading (session_replication_role = replica); the
 * indexes are dropped and built again after, then the tables are analysed.
 */
export async function generate(url, n, log = () => {}) {
  // Two sessions (the machine has two cores): the schedule and the ledger are loaded side by side, and so are the
  // indexes built again after.
  const client = new pg.Client({ connectionString: url });
  const second = new pg.Client({ connectionString: url });
  await client.connect();
  await second.connect();
  const started = Date.now();
  const steps = [];
  const step = async (label, text, params, on = client) => {
    const at = Date.now();
    await on.query(text, params);
    steps.push(`${label} ${((Date.now() - at) / 1000).toFixed(1)} s`);
    log(`[bench] generate ${n}: ${steps.at(-1)}`);
  };
  try {
    // This session only: no wait for the WAL flush per statement, room to sort when building the indexes again.
    const session = "set synchronous_commit = off; set maintenance_work_mem = '256MB'; set work_mem = '64MB'; set jit = off; set session_replication_role = replica";
    await client.query(session);
    await second.query(session);
    // Every index of the loaded tables but loan's primary key (foreign keys point at it) is dropped and built again
    // after the load, by one sort each instead of 10⁷ random inserts into a b-tree.
    const { rows: indexes } = await client.query(`
      select i.indexname, i.tablename, i.indexdef, c.conname, pg_get_constraintdef(c.oid) as condef from pg_indexes i
      left join pg_constraint c on c.conname = i.indexname and c.conrelid = ('public.' || quote_ident(i.tablename))::regclass
      where i.schemaname = 'public' and i.tablename in ('loan', 'loan_instalment', 'ledger_entry', 'loan_schedule_version')
        and i.indexname <> 'loan_pkey'`);
    for (const index of indexes) {
      await client.query(index.conname ? `alter table ${index.tablename} drop constraint ${index.conname}` : `drop index ${index.indexname}`);
    }
    // Foreign keys and triggers are off while loading (session_replication_role = replica above): the rows below are
    // consistent by construction.
    await step('customers', `
      insert into "user" (id, name, email, email_verified, role, first_name, last_name)
      select 'cob-' || u, 'Bench Customer ' || u, 'cob' || u || '@bench.example', true, 'user', 'Bench', 'Customer'
      from generate_series(1, ceil($1 / 10.0)::int) u`, [n]);
    await step('plan', `
      create unlogged table cob_gen as
      select gen_random_uuid() as id, g as k, 'cob-' || (1 + (g - 1) / 10) as user_id,
        (300000 + (g % 50) * 10000)::bigint as principal,
        1 + (11 * ($1::bigint - g) / $1::bigint)::int as due_count,
        g % 10 = 0 as overdue,
        case when g % 10 = 0 then least(1 + (g / 10) % 3, 1 + (11 * ($1::bigint - g) / $1::bigint)::int) else 0 end as missed
      from generate_series(1, $1::int) g`, [n]);
    await step('loans', `
      insert into loan (id, user_id, source, order_id, credit_product_version_id, principal, months, monthly_rate_bp, method, status, disclosure, start_date, disbursed_at, schedule_version, created_at)
      select id, user_id, 'bnpl', gen_random_uuid(), '00000000-0000-4000-8000-000000000202'::uuid, principal, 12, 400, 'reducing_balance',
        case when overdue then 'in_arrears' else 'active' end, '{}'::jsonb,
        ($1::date + 3 - make_interval(months => due_count))::date,
        ($1::date + 3 - make_interval(months => due_count + 1)), 1,
        ($1::date + 3 - make_interval(months => due_count + 1)) + k * interval '1 millisecond'
      from cob_gen order by k`, [BUSINESS_DATE]);
    await step('schedule versions', `
      insert into loan_schedule_version (loan_id, version, reason, effective_on, created_at)
      select id, 1, 'original', ($1::date + 3 - make_interval(months => due_count + 1))::date,
        ($1::date + 3 - make_interval(months => due_count + 1)) + k * interval '1 millisecond'
      from cob_gen order by k`, [BUSINESS_DATE]);
    await step('instalment plan', `
      create unlogged table cob_inst as
      select g.k, g.id as loan_id, g.user_id, g.overdue, i as number,
        ($1::date + 3 - make_interval(months => g.due_count) + make_interval(months => i - 1))::date as due_date,
        case when i < 12 then g.principal / 12 else g.principal - 11 * (g.principal / 12) end as principal_due,
        (g.principal - (i - 1) * (g.principal / 12)) * 400 / 10000 as interest_due,
        i <= g.due_count - g.missed as paid
      from cob_gen g cross join generate_series(1, 12) i`, [BUSINESS_DATE]);
    const instalmentsLoaded = step('instalments', `
      insert into loan_instalment (loan_id, version, number, due_date, principal_due, interest_due, fee_due)
      select loan_id, 1, number, due_date, principal_due, interest_due, 0 from cob_inst order by k, number`, [], second);
    instalmentsLoaded.catch(() => {}); // awaited below; a failure surfaces there
    // Σ ledger = owed − credit: the disbursement entry is the schedule's total, each payment takes one instalment off.
    await step('disbursements', `
      insert into ledger_entry (loan_id, user_id, kind, amount, allocation, effective_on, created_at)
      select loan_id, min(user_id), 'disbursement', sum(principal_due + interest_due), '[]'::jsonb, min(due_date) - 30, min(due_date) - 30
      from cob_inst group by k, loan_id order by k`);
    await step('payments', `
      insert into ledger_entry (loan_id, user_id, kind, amount, allocation, payment_id, effective_on, schedule_version, created_at)
      select loan_id, user_id, 'payment', -(principal_due + interest_due),
        jsonb_build_array(jsonb_build_object('number', number, 'penalty', 0, 'fee', 0, 'interest', interest_due, 'principal', principal_due)),
        gen_random_uuid(), due_date - 2, 1, due_date - 2
      from cob_inst where paid order by due_date, k`);
    // Yesterday's penalty on each overdue loan's oldest missed instalment (the steady state of a daily run).
    await step('penalties', `
      insert into ledger_entry (loan_id, user_id, kind, amount, allocation, accrual_date, effective_on)
      select distinct on (loan_id) loan_id, user_id, 'penalty', 100,
        jsonb_build_array(jsonb_build_object('number', number, 'penalty', 100, 'fee', 0, 'interest', 0, 'principal', 0)),
        $1::date - 1, $1::date - 1
      from cob_inst where overdue and not paid and due_date < $1::date order by loan_id, number`, [BUSINESS_DATE]);
    await instalmentsLoaded;
    // The books as a daily run leaves them: yesterday was accrued, so today's close of business accrues
    // one day per loan (earned through today − earned through yesterday, by the early-settlement rule).
    await step('previous accrual', `
      insert into journal_entry (source, kind, posted_on, accrual_date, description)
      values ('accrual', 'interest_accrual', $1::date - 1, $1::date - 1, 'Interest earned (bench: the day before)')`, [BUSINESS_DATE]);
    await client.query('drop table cob_gen');
    await client.query('drop table cob_inst');
    const at = Date.now();
    const rebuild = (on, list) => (async () => {
      for (const index of list) await on.query(index.conname ? `alter table ${index.tablename} add constraint ${index.conname} ${index.condef}` : index.indexdef);
    })();
    const ledgerIndexes = indexes.filter((index) => index.tablename === 'ledger_entry');
    await Promise.all([rebuild(client, ledgerIndexes.filter((_, i) => i % 2 === 0)), rebuild(second, [...ledgerIndexes.filter((_, i) => i % 2 === 1), ...indexes.filter((index) => index.tablename !== 'ledger_entry')])]);
    steps.push(`indexes ${((Date.now() - at) / 1000).toFixed(1)} s`);
    log(`[bench] generate ${n}: ${steps.at(-1)}`);
    await Promise.all([step('vacuum analyze ledger', 'vacuum analyze ledger_entry'), step('vacuum analyze loans', 'vacuum analyze loan, loan_schedule_version, loan_instalment, "user"', [], second)]);
    const [{ loans, instalments, entries, overdue }] = (await client.query(`
      select (select count(*) from loan)::int as loans, (select count(*) from loan_instalment)::int as instalments,
        (select count(*) from ledger_entry)::int as entries, (select count(*) from loan where status = 'in_arrears')::int as overdue`)).rows;
    return { loans, instalments, entries, overdue, seconds: (Date.now() - started) / 1000, steps };
  } finally {
    await client.end();
    await second.end();
  }
}

const loadNow = () => os.loadavg()[0].toFixed(1);

async function child(url, mode) {
  const { stdout } = await run(process.execPath, [path.join(root, 'bench/close-of-business-child.mjs'), url, BUSINESS_DATE, String(BATCH_SIZE), mode, String(LANES)], {
    cwd: root,
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1));
}

/** What a run changed, as one digest: each loan's penalty of the date and its status. */
async function outcome(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`
      select md5(string_agg(l.id || ':' || l.status || ':' || coalesce(p.amount::text, '-') || ':' || coalesce(p.allocation::text, '-'), ',' order by l.id)) as digest
      from loan l left join ledger_entry p on p.loan_id = l.id and p.kind = 'penalty' and p.accrual_date = $1::date`, [BUSINESS_DATE]);
    return rows[0].digest;
  } finally {
    await client.end();
  }
}

async function copyOf(name, label) {
  const copy = `${name}_${label}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${copy} template ${name}`);
  await admin.end();
  onCleanup(async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${copy} with (force)`);
    await client.end();
  });
  return dbUrl(copy);
}

/**
 * The section: for each size, generate, run the job once (time, peak RSS, per-loan µs) and again (the same date
 * changes nothing); on the smallest size the legacy loop on a copy, its extrapolation, and whether both agree.
 */
export async function benchCloseOfBusiness({ sizes, log, target, machine = '' }) {
  const results = [];
  let legacy = null;
  // The per-loan loop runs on a copy of the smallest database (it cannot pass 65,535 loans); sizes run in the order
  // given (largest first gets its figure before a deadline), the table lists them smallest first.
  const legacySize = Math.min(...sizes);
  for (const size of sizes) {
    const database = await createMigratedDatabase(`cob_${size}`);
    const data = await generate(database.url, size, (line) => console.error(line));
    console.error(`[bench] close of business: ${size} loans generated in ${data.seconds.toFixed(1)} s (${data.instalments} instalments, ${data.entries} ledger entries)`);
    const legacyUrl = size === legacySize ? await copyOf(database.name, 'legacy') : null;
    const loadBefore = loadNow();
    const first = await child(database.url, 'set');
    first.load = `${loadBefore} → ${loadNow()}`;
    console.error(`[bench] close of business: ${size} loans in ${(first.ms / 1000).toFixed(1)} s (PostgreSQL CPU ${first.pgCpuS} s, peak RSS ${first.maxRssMb.toFixed(0)} MB, load ${first.load}): ${JSON.stringify(first.result)}`);
    const again = await child(database.url, 'set');
    if (legacyUrl) {
      const loadAtStart = loadNow();
      const loop = await child(legacyUrl, 'legacy');
      legacy = { size, ms: loop.ms, maxRssMb: loop.maxRssMb, pgCpuS: loop.pgCpuS, load: `${loadAtStart} → ${loadNow()}`, same: (await outcome(legacyUrl)) === (await outcome(database.url)) };
      console.error(`[bench] close of business: the per-loan loop on ${size} loans took ${(loop.ms / 1000).toFixed(1)} s; same results: ${legacy.same}`);
    }
    results.push({ size, data, first, again });
    await database.drop();
  }
  results.sort((a, b) => a.size - b.size);
  log(`${SECTION_TITLE}\n`);
  log(`${machine}Open loans with 12-instalment schedules, 10% overdue, the day before already accrued to the books (generated with set-based SQL on two connections, indexes built after, then VACUUM ANALYZE); business date ${BUSINESS_DATE}; batches of ${BATCH_SIZE.toLocaleString('en')} loans, each its own transaction, on ${LANES} lanes (connections) side by side; the run in its own Node process (peak RSS = its maxRSS).\n`);
  log('| loans | instalments | ledger entries | generated in | full run | loans/s | PostgreSQL CPU | peak RSS | penalties written | interest accrued (GH₵) | same date again | load (1 min) start → end |\n|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const { size, data, first, again } of results) {
    const cpu = typeof first.pgCpuS === 'number' ? `${first.pgCpuS.toFixed(1)} s` : 'n/a';
    log(`| ${size.toLocaleString('en')} | ${data.instalments.toLocaleString('en')} | ${data.entries.toLocaleString('en')} | ${data.seconds.toFixed(0)} s | ${(first.ms / 1000).toFixed(1)} s | ${Math.round(size / (first.ms / 1000)).toLocaleString('en')} | ${cpu} | ${first.maxRssMb.toFixed(0)} MB | ${first.result.penaltiesWritten.toLocaleString('en')} | ${(first.result.interestAccrued / 100).toLocaleString('en', { minimumFractionDigits: 2 })} | ${(again.ms / 1000).toFixed(2)} s, ${again.result.ran ? 'ran' : 'nothing to do'} | ${first.load} |`);
  }
  log('\nPostgreSQL CPU: CPU time of the run’s database connections (/proc), which the machine’s load does not inflate as it does the wall time.');
  const largest = results.at(-1);
  const smallest = results[0];
  if (results.length > 1) {
    const growth = largest.first.ms / largest.size / (smallest.first.ms / smallest.size);
    const cpuGrowth = largest.first.pgCpuS && smallest.first.pgCpuS ? largest.first.pgCpuS / largest.size / (smallest.first.pgCpuS / smallest.size) : null;
    log(`\nPer-loan time at ${largest.size.toLocaleString('en')} vs ${smallest.size.toLocaleString('en')} loans: ${growth.toFixed(2)}× wall${cpuGrowth ? `, ${cpuGrowth.toFixed(2)}× PostgreSQL CPU` : ''} (1.00× = linear).\n`);
  }
  if (legacy) {
    const extrapolated = (legacy.ms / legacy.size) * largest.size;
    const atSameSize = results.find((r) => r.size === legacy.size);
    log(`\nThe per-loan loop it replaced, on a copy of the ${legacy.size.toLocaleString('en')}-loan database in the same run (load ${legacy.load}): ${(legacy.ms / 1000).toFixed(1)} s (${((legacy.ms * 1000) / legacy.size).toFixed(0)} µs per loan, PostgreSQL CPU ${legacy.pgCpuS ?? 'n/a'} s, peak RSS ${legacy.maxRssMb.toFixed(0)} MB, events not counted), ${(legacy.ms / atSameSize.first.ms).toFixed(1)}× the set-based run at that size; extrapolated to ${largest.size.toLocaleString('en')} loans ≈ ${(extrapolated / 1000).toFixed(0)} s, ${(extrapolated / largest.first.ms).toFixed(1)}× the set-based run${largest.size > 65_535 ? ' — in fact it fails there: its IN list of every open loan id passes PostgreSQL’s 65,535 parameters' : ''}. Both runs charged the same penalties and set the same statuses: ${legacy.same ? 'yes' : '**no**'}.\n`);
    target('close of business: same results as the per-loan loop', legacy.same ? 'same' : 'different', 'same', legacy.same);
  }
  target(`close of business, ${largest.size.toLocaleString('en')} loans`, `${(largest.first.ms / 1000).toFixed(1)} s`, largest.size >= 1_000_000 ? '≤ 60 s' : 'runs', largest.size < 1_000_000 || largest.first.ms <= 60_000);
  target(`close of business peak RSS, ${largest.size.toLocaleString('en')} loans`, `${largest.first.maxRssMb.toFixed(0)} MB`, '≤ 512 MB', largest.first.maxRssMb <= 512);
  const idempotent = results.every((r) => !r.again.result.ran);
  target('close of business: a second run for the date changes nothing', idempotent ? 'nothing' : 'ran', 'nothing', idempotent);
  if (!idempotent || (legacy && !legacy.same)) throw new Error('close of business: the run is not idempotent or disagrees with the per-loan loop');
  return results;
}

/** Alone: writes (or replaces) the section in BENCHMARKS.md, before "## Notes". */
if (process.argv[1] && path.resolve(process.argv[1]) === path.join(root, 'bench/close-of-business.mjs')) {
  const quick = process.argv.includes('--quick');
  const sizesArg = process.argv.indexOf('--sizes');
  const loansArg = process.argv.indexOf('--loans');
  // Largest first: its figure exists before anything else can go wrong; the table lists the sizes smallest first.
  const sizes =
    sizesArg > 0 ? process.argv[sizesArg + 1].split(',').map(Number) : quick ? [1_000, 5_000] : [loansArg > 0 ? Number(process.argv[loansArg + 1]) : 1_000_000, 10_000];
  const lines = [];
  const targets = [];
  const load = os.loadavg().map((value) => value.toFixed(1)).join(' / ');
  try {
    await benchCloseOfBusiness({
      sizes,
      log: (line) => {
        console.log(line);
        lines.push(line);
      },
      target: (name, value, goal, met) => targets.push({ name, value, goal, met }),
      machine: `${new Date().toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'} · load average before the run ${load} (1/5/15 min; the machine is shared with other sessions, so wall times are inflated by their load) · `,
    });
    lines.push('| figure | value | target | met |\n|---|---|---|---|', ...targets.map((t) => `| ${t.name} | ${t.value} | ${t.goal} | ${t.met ? 'met' : '**missed**'} |`), '');
    console.log(lines.slice(-targets.length - 2).join('\n'));
    const resultsDir = path.join(root, 'bench/results');
    fs.mkdirSync(resultsDir, { recursive: true });
    const resultFile = path.join(resultsDir, `close-of-business-${new Date().toISOString().replace(/[:.]/g, '-')}.md`);
    fs.writeFileSync(resultFile, `${lines.join('\n')}\n`);
    console.error(`[bench] wrote ${path.relative(root, resultFile)}`);
    if (!quick) {
      const file = path.join(root, 'BENCHMARKS.md');
      const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
      const start = previous.indexOf(`\n${SECTION_TITLE}\n`);
      const section = `\n${lines.join('\n')}\n`;
      let next;
      if (start >= 0) {
        const end = previous.indexOf('\n## ', start + SECTION_TITLE.length + 2);
        next = previous.slice(0, start) + section + (end >= 0 ? previous.slice(end) : '');
      } else {
        const notes = previous.indexOf('\n## Notes');
        next = notes >= 0 ? previous.slice(0, notes) + section + previous.slice(notes) : previous + section;
      }
      fs.writeFileSync(file, next);
      console.error('[bench] wrote the close-of-business section of BENCHMARKS.md');
    }
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await cleanupAll();
  }
}
