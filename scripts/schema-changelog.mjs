// schema/CHANGELOG.md: what changed in the public schema since schema/published.graphql (the schema partners were last
// given), as found by a schema diff (@graphql-inspector/core). Between its markers the file is generated (`npm run
// gen` writes it, `check:drift` compares it); a breaking change must also be named, with its path in backticks, in the
// hand-written part of the changelog (what changes for partners and when), or the check fails. `--publish` starts a new
// release: it copies schema.graphql over published.graphql and keeps the generated list as a dated, hand-owned section.
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema } from 'graphql';
import { CriticalityLevel, diff } from '@graphql-inspector/core';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const FILES = {
  current: path.join(root, 'schema/schema.graphql'),
  published: path.join(root, 'schema/published.graphql'),
  changelog: path.join(root, 'schema/CHANGELOG.md'),
};
const START = '<!-- generated:start: `npm run gen` writes this part from the schema diff; do not edit it by hand -->';
const END = '<!-- generated:end -->';
const LEVELS = [
  [CriticalityLevel.Breaking, 'Breaking'],
  [CriticalityLevel.Dangerous, 'Dangerous (valid, but may change what a client sees)'],
  [CriticalityLevel.NonBreaking, 'Safe additions and changes'],
];

/** Every change from the published schema to the current one. */
export async function schemaChanges(publishedSdl = fs.readFileSync(FILES.published, 'utf8'), currentSdl = fs.readFileSync(FILES.current, 'utf8')) {
  return diff(buildSchema(publishedSdl), buildSchema(currentSdl));
}

/** The generated part of the changelog, markers included. */
export function unreleasedSection(changes) {
  const lines = [START, '## Unreleased', '', 'Compared with `schema/published.graphql`, the schema partners have now.', ''];
  if (changes.length === 0) lines.push('No changes.', '');
  for (const [level, title] of LEVELS) {
    const found = changes.filter((change) => change.criticality.level === level);
    if (found.length === 0) continue;
    lines.push(`### ${title}`, '');
    for (const change of found) lines.push(`- \`${change.path ?? '(schema)'}\`: ${change.message.replaceAll("'", '`')}`);
    lines.push('');
  }
  lines.push(END);
  return lines.join('\n');
}

/** The changelog with its generated part replaced (inserted after the title when missing). */
export function withUnreleased(changelog, section) {
  const start = changelog.indexOf(START);
  const end = changelog.indexOf(END);
  if (start >= 0 && end > start) return changelog.slice(0, start) + section + changelog.slice(end + END.length);
  const [title, ...rest] = changelog.split('\n');
  return [title, '', section, ...rest].join('\n');
}

/** Breaking changes the hand-written part of the changelog does not name (by their path in backticks). */
export function unannouncedBreaking(changelog, changes) {
  const start = changelog.indexOf(START);
  const end = changelog.indexOf(END);
  const handWritten = start >= 0 && end > start ? changelog.slice(0, start) + changelog.slice(end + END.length) : changelog;
  return changes.filter((change) => change.criticality.level === CriticalityLevel.Breaking && !handWritten.includes(`\`${change.path}\``));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const changelog = fs.readFileSync(FILES.changelog, 'utf8');
  if (process.argv.includes('--publish')) {
    const day = new Date().toISOString().slice(0, 10);
    const released = unreleasedSection(await schemaChanges()).replace(START, '').replace(END, '').replace('## Unreleased', `## ${day}`).trim();
    fs.copyFileSync(FILES.current, FILES.published);
    fs.writeFileSync(FILES.changelog, withUnreleased(changelog, unreleasedSection([])).replace(END, `${END}\n\n${released}`));
    console.log(`published the schema of ${day}: schema/published.graphql updated, schema/CHANGELOG.md has its section`);
  } else {
    fs.writeFileSync(FILES.changelog, withUnreleased(changelog, unreleasedSection(await schemaChanges())));
    console.log('wrote schema/CHANGELOG.md');
  }
}
