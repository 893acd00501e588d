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
    // Worker threads rather than processes, reused from file to file: a fresh Node process per
    // file (120 of them) cost about 0.55 CPU-s more each (60 files: 46–50 CPU-s in threads, 80–82
    // in forks), and a fresh thread per file about 0.2 more (44–45 reused, 54–61 fresh). The
    // files share loaded modules, so a test keeps no state in a module it does not reset (the
    // servers they test are processes or in-process sites of their own); `--isolate` runs each
    // file alone again when an order-dependent failure is suspected.
    pool: 'threads',
    isolate: false,
    // Tests that open an SQLite file in the worker: node:sqlite warns it is experimental on 22.
    execArgv: ['--disable-warning=ExperimentalWarning'],
  },
});
