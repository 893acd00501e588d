/**
 * Picture work (decoding, encoding renditions) runs one job at a time per server process: each
 * job already keeps every core busy through libvips, and two at once would double the memory of
 * a large photo while the pages wait for CPU. Callers wait their turn and get their job's result.
 */
export function createWorkQueue(concurrency = 1) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(job: () => Promise<T>): Promise<T> {
    if (running < concurrency) running++;
    // A finished job hands its slot straight to the next in line (running stays counted).
    else await new Promise<void>((turn) => waiting.push(turn));
    try {
      return await job();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/** This process's queue for picture work. */
export const pictureWork = createWorkQueue(1);
