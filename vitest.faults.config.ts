import { defineConfig } from 'vitest/config';

// `npm run test:faults`: the reliability suite (server/src/faults/*.fault.ts) against the built server (dist/) and a
// private PostgreSQL cluster it creates. One file at a time: each starts its own cluster and server processes.
export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    include: ['server/src/faults/*.fault.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 240_000,
    pool: 'forks',
  },
});
