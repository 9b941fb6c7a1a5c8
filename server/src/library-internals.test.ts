import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// Issue 23: no module reaches into a library's internals. Each rule is a pattern `git grep` runs over the app's
// sources; a match is a violation. Kept libraries are used through their documented, exported API only.
const RULES: Array<{ rule: string; pattern: string; caught: string }> = [
  {
    rule: "imports no package's private path (dist/, lib/, src/, build/, internal/ …), only its exported entries",
    pattern: String.raw`(from |import\(|require\()['"](@[^/'"]+/)?[^./'"@][^/'"]*/(dist|lib|src|esm|cjs|build|internal|_[a-z]+)(/|['"])`,
    caught: "import { x } from 'drizzle-orm/dist/pg-core/session.js';",
  },
  {
    rule: "reads no library's global symbol (its private per-process state)",
    pattern: String.raw`Symbol\.for\(`,
    caught: "const BETTER_AUTH_GLOBAL = Symbol.for('better-auth:global');",
  },
  {
    rule: "touches no private session, dialect or `_` namespace of drizzle",
    pattern: String.raw`as unknown as \{ session|\.session\.(client|prepareQuery|dialect)\b|rawQueryConfig|\b[A-Za-z_$][A-Za-z0-9_$]*\._\.`,
    caught: 'return (db as unknown as { session: Session }).session;',
  },
];

const SOURCES = ['server/src', 'web/src'];

function violations(pattern: string): string[] {
  try {
    return execFileSync('git', ['grep', '-nE', pattern, '--', ...SOURCES, ':!server/src/library-internals.test.ts'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
  } catch (error) {
    if ((error as { status?: number }).status === 1) return []; // git grep: no match
    throw error;
  }
}

describe("no module reaches into a library's internals", () => {
  for (const { rule, pattern, caught } of RULES) {
    it(rule, () => {
      // The pattern is live: it matches the kind of line it exists to refuse.
      expect(new RegExp(pattern).test(caught)).toBe(true);
      expect(violations(pattern)).toEqual([]);
    });
  }
});
