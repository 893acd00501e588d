/**
 * Visitors' and the office's files are parsed and written again off the request thread
 * (decision 037): in a small pool of worker threads (./worker.ts), one task per worker at a
 * time, each task under a time limit, a heap limit (the worker's resourceLimits) and a memory
 * limit (the process's resident memory may grow by at most `memoryMb` while the task runs; a
 * pool of one runs one task at a time, so the growth is the task's). A task past a limit gets
 * {@link PastLimit} and its worker is terminated; the next task gets a fresh worker. Workers
 * start on first use, not with the server.
 */
import { Worker } from 'node:worker_threads';
import { type CleanAnswer, type CleanTask, PastLimit } from './tasks.ts';

export interface CleaningLimits {
  /** Workers at most (1 on a 2-core server: the pages keep the other core). */
  size: number;
  /** How long one task may run once its worker has it. */
  deadlineMs: number;
  /** How much the process's resident memory may grow while one PDF is cleaned. */
  memoryMb: number;
  /**
   * The same for a photo: libheif decodes an iPhone's HEIC in WASM beside its RGBA copy, so a
   * 24 to 48 megapixel photo needs hundreds of MB; its size was checked first (100 megapixels
   * at most, from the header for HEIC, sharp's limitInputPixels for the rest).
   */
  pictureMemoryMb: number;
  /** The worker's JavaScript heap (old generation). */
  heapMb: number;
}

export const DEFAULT_LIMITS: CleaningLimits = {
  size: 1,
  deadlineMs: 15_000,
  memoryMb: 400,
  pictureMemoryMb: 1024,
  heapMb: 256,
};

/** How often the resident memory is looked at while a task runs. */
const MEMORY_CHECK_MS = 20;

export interface CleaningPool {
  /** Runs `task` in a worker; rejects with PastLimit past a limit, or the worker's error. */
  run(task: CleanTask): Promise<CleanAnswer>;
  /** Terminates the workers; tasks waiting or running are rejected. */
  close(): Promise<void>;
}

interface Job {
  task: CleanTask;
  resolve: (answer: CleanAnswer) => void;
  reject: (error: unknown) => void;
}

const WORKER_FILE = new URL('./worker.ts', import.meta.url);

/** Resolves when a new worker says it is ready; rejects if it fails or stops first. */
function loaded(worker: Worker): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: unknown) => {
      worker.off('message', ready);
      worker.off('error', settle);
      worker.off('exit', gone);
      if (error) reject(error);
      else resolve();
    };
    const ready = () => settle();
    const gone = () => settle(new Error('a cleaning worker stopped while starting'));
    worker.once('message', ready);
    worker.once('error', settle);
    worker.once('exit', gone);
  });
}

export function createCleaningPool(limits: Partial<CleaningLimits> = {}): CleaningPool {
  const { size, deadlineMs, memoryMb, pictureMemoryMb, heapMb } = {
    ...DEFAULT_LIMITS,
    ...limits,
  };
  const idle: Worker[] = [];
  const waiting: Job[] = [];
  const all = new Set<Worker>();
  let starting = 0;
  let closed = false;

  /** A new worker, once it has loaded its code (sharp is loaded here first, as it requires). */
  async function spawn(): Promise<void> {
    starting++;
    try {
      await import('sharp');
      const worker = new Worker(WORKER_FILE, {
        resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 32 },
        stdout: false,
        stderr: false,
      });
      all.add(worker);
      worker.unref();
      try {
        await loaded(worker);
      } catch (error) {
        all.delete(worker);
        void worker.terminate();
        throw error;
      }
      // A worker gone (terminated past a limit, or crashed) makes room for a new one.
      worker.once('exit', () => {
        all.delete(worker);
        if (idle.includes(worker)) idle.splice(idle.indexOf(worker), 1);
        next();
      });
      if (closed) void worker.terminate();
      else idle.push(worker);
    } finally {
      starting--;
    }
  }

  function next(): void {
    if (closed) return;
    while (waiting.length > 0 && idle.length > 0) {
      const worker = idle.pop() as Worker;
      give(worker, waiting.shift() as Job);
    }
    if (waiting.length > 0 && all.size + starting < size && starting < waiting.length) {
      spawn().then(next, (error) => {
        // A worker that cannot start fails the first task waiting, with the cause.
        waiting.shift()?.reject(error);
        next();
      });
    }
  }

  /** Runs one job on `worker` under the limits; the worker goes back idle or is replaced. */
  function give(worker: Worker, job: Job): void {
    const before = process.memoryUsage.rss();
    const allowed = (job.task.kind === 'pdf' ? memoryMb : pictureMemoryMb) * 1024 * 1024;
    let timer: NodeJS.Timeout | undefined;
    let watch: NodeJS.Timeout | undefined;
    const finish = (outcome: () => void, keep: boolean) => {
      clearTimeout(timer);
      clearInterval(watch);
      worker.off('message', answered);
      worker.off('error', crashed);
      worker.off('exit', stopped);
      if (keep && !closed) idle.push(worker);
      else void worker.terminate();
      outcome();
      next();
    };
    const fail = (error: unknown) => finish(() => job.reject(error), false);
    const stopped = () => fail(new Error('a cleaning worker stopped'));
    const answered = (answer: CleanAnswer) => finish(() => job.resolve(answer), true);
    const crashed = (error: Error & { code?: string }) =>
      fail(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new PastLimit('memory') : error);
    worker.once('exit', stopped);
    worker.once('message', answered);
    worker.once('error', crashed);
    timer = setTimeout(() => fail(new PastLimit('time')), deadlineMs);
    watch = setInterval(() => {
      if (process.memoryUsage.rss() - before > allowed) {
        fail(new PastLimit('memory'));
      }
    }, MEMORY_CHECK_MS);
    worker.postMessage(job.task);
  }

  return {
    run(task) {
      if (closed) return Promise.reject(new Error('the cleaning pool is closed'));
      return new Promise<CleanAnswer>((resolve, reject) => {
        waiting.push({ task, resolve, reject });
        next();
      });
    },
    async close() {
      closed = true;
      for (const job of waiting.splice(0)) job.reject(new Error('the cleaning pool is closed'));
      await Promise.all([...all].map((worker) => worker.terminate()));
      idle.length = 0;
    },
  };
}

let shared: CleaningPool | undefined;

/**
 * One pool with the default limits, made on first use, for code that is given none (a content
 * store made by a script or a test); the server makes its own from its settings.
 */
export function sharedCleaningPool(): CleaningPool {
  shared ??= createCleaningPool();
  return shared;
}
