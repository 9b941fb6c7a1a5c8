// axe-core in jsdom for the rules that need no layout (list structure, roles, names). Rules that measure the page
// (contrast, visible text, target size) run in the browser tests (e2e/browser.ts) instead.
import axe from 'axe-core';

export interface AxeFinding {
  id: string;
  impact: string | null;
  targets: string[];
}

/** The violations of `rules` under `node`, each with the elements at fault. */
export async function axeViolations(node: Element, rules: readonly string[]): Promise<AxeFinding[]> {
  const result = await axe.run(node, { runOnly: { type: 'rule', values: [...rules] } });
  return result.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? null,
    targets: violation.nodes.map((found) => found.target.join(' ')),
  }));
}
