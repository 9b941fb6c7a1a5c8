import path from 'node:path';
import { SIGNED_IN } from './src/app/first-screens.ts';

/** What rolldown's chunking context tells about a module (the part used here). */
interface ChunkingContext {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

/**
 * What every signed-in screen loads (Apollo Client, the sidebar, the services: app/first-screens.ts), what nearly
 * every screen imports (money formatting and the page frame, each in ~40 modules), and the dashboard, where every
 * sign-in lands: its own chunk, progress bar, skeleton and icon were four more requests of 1–3 KiB on its first visit,
 * each queued on the phone's six connections beside the vendor chunk (Lighthouse: LCP 2.5 → 2.36 s), for ~8 KiB gzip
 * more on the other screens' first visit.
 */
const SIGNED_IN_ROOTS = [...SIGNED_IN, 'lib/money.ts', 'components/PageContainer.tsx', 'features/dashboard/DashboardPage.tsx'];
/**
 * Package entry points that re-export a whole library. Walking through them would claim every module behind them,
 * used or not (the build drops the unused ones later), so the walk stops there; our code imports MUI by path.
 */
const BARREL = /[\\/]node_modules[\\/]@mui[\\/](material|icons-material|system|utils)[\\/](esm[\\/])?index\.js$/;

/**
 * The `signed-in` chunk for the build's code splitting (web/vite.config.ts): everything the signed-in roots import,
 * directly or not, that the first route does not already load (the `vendor` and `app` groups take those first, at a
 * higher priority). Left to itself rolldown gives every set of lazy screens that shares a module its own chunk: the
 * dashboard loaded ~30 chunks of ~1 KiB beside the vendor chunk. Over HTTP/1.1 on a slow phone each costs a round
 * trip on one of six connections while it takes a share of the bandwidth from the vendor chunk (Lighthouse put the
 * dashboard's LCP at 3.5 s). Every screen but the landing page loads Apollo Client, so all of them need this chunk.
 */
export function signedInChunkName(srcDir: string): (moduleId: string, ctx: ChunkingContext) => string | null {
  let members: Set<string> | null = null;
  const reach = (ctx: ChunkingContext) => {
    const seen = new Set<string>();
    const stack = SIGNED_IN_ROOTS.map((root) => path.resolve(srcDir, root));
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (seen.has(id) || BARREL.test(id)) continue;
      const info = ctx.getModuleInfo(id);
      if (!info) throw new Error(`signed-in chunk: ${id} is not in the build`);
      seen.add(id);
      stack.push(...info.importedIds);
    }
    return seen;
  };
  return (moduleId, ctx) => {
    members ??= reach(ctx);
    return members.has(moduleId) ? 'signed-in' : null;
  };
}
