import { postForm } from './site';

/** One form post of the load and how it was answered. */
export interface Outcome {
  marker: string;
  /** The HTTP status, or 0 when the connection failed. */
  status: number;
  /** When it was answered (ms since the load began). */
  at: number;
  /** The 503 page kept what was typed. */
  keptValues?: boolean;
}

/**
 * Posts contact forms from `clients` concurrent visitors to the given servers in turn until
 * stopped, each with a unique marker in its message, and records every answer. Bounded: each
 * client sends one post at a time and waits for its answer (at most `timeoutMs`).
 */
export function startFormLoad(
  urls: string[],
  { clients = 12, timeoutMs = 20_000, prefix = 'load' } = {},
) {
  const outcomes: Outcome[] = [];
  const started = Date.now();
  let running = true;
  let next = 0;
  const client = async () => {
    while (running) {
      const n = next++;
      const marker = `${prefix}-${n}-${started.toString(36)}`;
      const base = urls[n % urls.length] ?? '';
      const fields = {
        name: 'Load Visitor',
        email: 'visitor@example.com',
        subject: 'Outage check',
        message: `Message ${marker}`,
      };
      try {
        const response = await postForm(
          base,
          '/contact-us',
          fields,
          {},
          AbortSignal.timeout(timeoutMs),
        );
        const body = await response.text();
        outcomes.push({
          marker,
          status: response.status,
          at: Date.now() - started,
          keptValues: response.status === 503 ? body.includes(`Message ${marker}`) : undefined,
        });
      } catch {
        outcomes.push({ marker, status: 0, at: Date.now() - started });
      }
    }
  };
  const done = Promise.all(Array.from({ length: clients }, client));
  return {
    outcomes,
    elapsed: () => Date.now() - started,
    stop: async () => {
      running = false;
      await done;
      return outcomes;
    },
  };
}
