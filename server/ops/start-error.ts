/**
 * A reason the server cannot start, written as one sentence for the operator: the start banner
 * prints its message as it is and the process exits with code 1.
 */
export class StartError extends Error {
  override name = 'StartError';
}
