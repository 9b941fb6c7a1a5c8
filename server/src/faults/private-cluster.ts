import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL cluster of the fault suite's own (STACK.md): initdb into a temp dir owned by `postgres`, started on its
 * own port, restarted at will, stopped and removed at the end. The machine's shared server (:5432) is never touched.
 * Needs root (to act as `postgres`) and the Debian server binaries.
 */
export interface PrivateCluster {
  url: string;
  /** `pg_ctl restart -m fast`: every connection is dropped, the server is back when this resolves (the event loop runs on). */
  restart(): Promise<void>;
  stop(): void;
}

function binDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const version = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)).find((entry) => fs.existsSync(path.join(root, entry, 'bin/initdb')));
  return version ? path.join(root, version, 'bin') : null;
}

/** Why the suite cannot run here, or null when it can. */
export function clusterUnavailableReason(): string | null {
  if (process.getuid?.() !== 0) return 'the fault suite needs root (it runs a private PostgreSQL as the postgres user)';
  if (!binDir()) return 'no PostgreSQL server binaries under /usr/lib/postgresql';
  return null;
}

const asPostgres = (command: string) => execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { stdio: 'pipe' });
const asPostgresAsync = promisify(execFile);

export function startPrivateCluster(port: number): PrivateCluster {
  const bin = binDir()!;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ghc-faults-'));
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  fs.chownSync(dir, uid, uid);
  const data = path.join(dir, 'data');
  const pgCtlCommand = (action: string) =>
    `${bin}/pg_ctl -D ${data} -l ${dir}/log -w -t 60 -o '-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c shared_buffers=16MB' ${action}`;
  const pgCtl = (action: string) => asPostgres(pgCtlCommand(action));
  asPostgres(`${bin}/initdb -D ${data} -U postgres --auth=trust --no-sync >/dev/null`);
  pgCtl('start');
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      asPostgres(`${bin}/pg_ctl -D ${data} -m immediate -w stop`);
    } catch {
      // Already down.
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  // Never left running, even when the test process dies.
  process.once('exit', stop);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async () => {
      await asPostgresAsync('su', ['postgres', '-s', '/bin/sh', '-c', pgCtlCommand('-m fast restart')]);
    },
    stop,
  };
}
