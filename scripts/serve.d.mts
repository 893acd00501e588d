import type { ChildProcess } from 'node:child_process';

export declare const NODE_FLAGS: string[];
/** First port at or above `start` that nothing listens on. */
export declare function findFreePort(start?: number): Promise<number>;
/** Starts the site's server in a child process; resolves once it prints its address. */
export declare function startServer(options?: {
  port?: number;
  env?: Record<string, string>;
  log?: boolean;
  timeoutMs?: number;
  /** Pipe the server's stderr (its log lines) to `child.stderr` instead of the caller's. */
  pipeStderr?: boolean;
}): Promise<{ url: string; port: number; close: () => Promise<void>; child: ChildProcess }>;
export declare function runCli(): Promise<void>;
