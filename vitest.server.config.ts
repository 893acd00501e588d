import { defineConfig } from 'vitest/config';

// Integration tests of the real server (a child process on the built site) against a real
// SQLite file, a real PostgreSQL (started by the global setup) and a real SMTP server.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/server/**/*.test.ts', 'server/**/*.test.ts'],
    globalSetup: ['./tests/server/support/postgres-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file starts servers of its own; two at a time suit a 2-core machine.
    maxWorkers: 2,
    // Each file in a worker thread of its own rather than a process: a fresh Node process per
    // file (120 of them) cost about 0.55 CPU-s more each (measured on 60 files: 46–50 CPU-s in
    // threads, 80–82 in forks). The files still never share a module: a thread per file.
    pool: 'threads',
    // Tests that open an SQLite file in the worker: node:sqlite warns it is experimental on 22.
    execArgv: ['--disable-warning=ExperimentalWarning'],
  },
});
