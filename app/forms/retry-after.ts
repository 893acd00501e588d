// When a visitor whose form could not be saved is asked to try again (decision 041).

/** Seconds a visitor whose form could not be saved is asked to wait (the page says a minute). */
const RETRY_AFTER_SECONDS = 60;
/** A full temporary folder (507) takes longer to clear than a database blip. */
const DISK_RETRY_AFTER_SECONDS = 120;

/** A failure that is ours and passes (503, or 507 for a full disk) says when to try again. */
export const retryHeaders = (status: number): Record<string, string> => {
  if (status === 503) return { 'Retry-After': String(RETRY_AFTER_SECONDS) };
  if (status === 507) return { 'Retry-After': String(DISK_RETRY_AFTER_SECONDS) };
  return {};
};
