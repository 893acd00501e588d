/**
 * A cleaning worker (decision 037): runs in a worker thread of the pool (./pool.ts), one task
 * at a time, under the heap limit the pool gives it. It reads the temporary file itself and
 * answers with the clean bytes, transferred. pdf-lib's own warnings about broken files are not
 * printed: the pool's caller logs the outcome once.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { isRefusal } from '../../common/refusal.ts';
import { cleanPicture } from '../content/picture-clean.ts';
import { cleanPdf } from '../lead-files/pdf-clean.ts';
import { capDecodedStreams, passedCeiling } from '../lead-files/pdf-decode-cap.ts';
import type { CleanAnswer, CleanTask } from './tasks.ts';

console.warn = () => undefined;
capDecodedStreams();
yieldToRequests();

/**
 * This thread runs at a lower priority (nice 5) than the request thread, so that on a busy
 * machine the pages are served first and the cleaning waits. Linux only: there a thread's id
 * (from /proc/thread-self) sets that thread's priority alone; elsewhere it runs as is.
 */
function yieldToRequests() {
  if (process.platform !== 'linux') return;
  const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  setPriority(threadId, 5);
}

/** A copy in a buffer of its own, so that it can be transferred (sharp's may be shared). */
const own = (bytes: Uint8Array) => new Uint8Array(bytes);

async function clean(task: CleanTask): Promise<CleanAnswer> {
  if (task.kind === 'pdf') {
    const { readFile } = await import('node:fs/promises');
    passedCeiling();
    const clean = await cleanPdf(await readFile(task.path));
    // A stream that inflates past the ceiling: kept as sent, whatever pdf-lib made of the rest.
    if (passedCeiling()) return { kind: 'pdf', pastCeiling: true };
    return { kind: 'pdf', bytes: clean && own(clean) };
  }
  try {
    const picture = await cleanPicture(task.path, task.type, task.label);
    return { kind: 'picture', ...picture, bytes: own(picture.bytes) };
  } catch (error) {
    if (!isRefusal(error)) throw error;
    return { kind: 'refused', status: error.status, message: error.message };
  }
}

parentPort?.on('message', async (task: CleanTask) => {
  const answer = await clean(task);
  const transfer = 'bytes' in answer && answer.bytes ? [answer.bytes.buffer as ArrayBuffer] : [];
  parentPort?.postMessage(answer, transfer);
});
parentPort?.postMessage('ready');
