import type { HeadersArgs } from 'react-router';

/**
 * A form page's headers: its action's own (Retry-After on the 503 of a form the database did
 * not take, decision 041); a plain view of the page has none.
 */
export const formAnswerHeaders = ({ actionHeaders }: HeadersArgs) => actionHeaders;
