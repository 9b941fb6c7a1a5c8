// Refusing an oversized GraphQL document (issue 20, finding 5): what one refusal costs the server's CPU, and what an
// attacker sending it at 4 rps (under the anonymous rate limit) does to everyone else's `{ __typename }`.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { STAFF_KEYS, cpuTicks, median, sleep } from './lib.mjs';

// ~800 KB of `__typename @skip(if:false)`, under the 1 MB body limit: refused by GRAPHQL_MAX_DOCUMENT_BYTES before parsing.
export const ATTACK_DOCUMENT = `{ ${'__typename @skip(if:false) '.repeat(30_000).trimEnd()} }`;
const TICK_MS = 1000 / 100; // /proc/<pid>/stat counts clock ticks (USER_HZ 100 on Linux)

export async function benchRefusals({ gateway, quick, log, target }) {
  const attackBody = JSON.stringify({ query: ATTACK_DOCUMENT });
  const attack = () => fetch(`${gateway.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: attackBody });
  // The probes are other callers (the next partner key each): rate limiting is on, and one caller's thousands of
  // sequential probes would be refused after the anonymous limit of 300 a minute.
  let next = 0;
  const probe = () => ({ method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': STAFF_KEYS[(next += 1) % STAFF_KEYS.length] }, body: JSON.stringify({ query: '{ __typename }' }) });

  const first = await attack();
  const code = (await first.json()).errors?.[0]?.extensions?.code;
  if (first.status !== 413 || code !== 'DOCUMENT_TOO_LARGE') throw new Error(`the attack document was not refused as too large (${first.status} ${code})`);

  // CPU per refusal: the server process's CPU time over sequential refusals.
  const refusals = quick ? 40 : 200;
  const before = cpuTicks(gateway.pid);
  for (let i = 0; i < refusals; i += 1) await (await attack()).arrayBuffer();
  const cpuMs = ((cpuTicks(gateway.pid) - before) * TICK_MS) / refusals;

  // `{ __typename }` p50, sequential requests for a few seconds, alone and while an attacker sends the document at 4 rps.
  const seconds = quick ? 3 : 8;
  const latencies = async () => {
    const times = [];
    const end = performance.now() + seconds * 1000;
    while (performance.now() < end) {
      const started = performance.now();
      const response = await fetch(`${gateway.url}/graphql`, probe());
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`a { __typename } probe was answered ${response.status}`);
      times.push(performance.now() - started);
    }
    return median(times);
  };
  const quiet = await latencies();
  let attacking = true;
  const attacker = (async () => {
    while (attacking) {
      void attack().then((response) => response.arrayBuffer(), () => null);
      await sleep(250);
    }
  })();
  const underAttack = await latencies();
  attacking = false;
  await attacker;

  log(`## Refusing an oversized document (${(Buffer.byteLength(ATTACK_DOCUMENT) / 1024).toFixed(0)} KB of \`__typename @skip(if:false)\`)\n`);
  log('| figure | value |\n|---|---|');
  log(`| server CPU per refusal (413 DOCUMENT_TOO_LARGE, ${refusals} refusals) | ${cpuMs.toFixed(2)} ms |`);
  log(`| \`{ __typename }\` p50 alone | ${quiet.toFixed(2)} ms |`);
  log(`| \`{ __typename }\` p50 while one client sends the document at 4 rps | ${underAttack.toFixed(2)} ms |`);
  log(`\n${os.cpus().length} cores shared with other work: the CPU figure is the server process's own time (clock ticks of 10 ms, averaged).\n`);
  target('CPU per oversized-document refusal', `${cpuMs.toFixed(2)} ms`, '< 10 ms', cpuMs < 10);
  target('{ __typename } p50 under a 4 rps oversized-document attacker', `${underAttack.toFixed(2)} ms (alone ${quiet.toFixed(2)} ms)`, '≤ 2× alone + 2 ms', underAttack <= quiet * 2 + 2);
}
