import { isRouteErrorResponse } from 'react-router';

/** The standard reason of the statuses the site's own code answers with. */
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/**
 * The line the error screen shows under its title. A route's own message (thrown with
 * `data('…', { status })`) is written for people and comes first; the status follows with its
 * standard reason, since a server-rendered error response may carry none or the wrong one.
 */
export function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const status = `${error.status} ${STATUS_TEXT[error.status] ?? error.statusText}`.trim();
    const said = typeof error.data === 'string' ? error.data.trim() : '';
    return said ? `${said} (${status})` : status;
  }
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}
