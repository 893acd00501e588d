/**
 * The office's own quote PDF (decision 059, "One amount and our own PDF"): the form field that
 * carries it and its limit, shared by the Quote panel (its picker) and the server (which judges
 * the bytes again).
 */

/** The multipart field of the Quote panel's form that carries the PDF. */
export const QUOTE_DOCUMENT_FIELD = 'document';
/** The largest PDF the office may upload as its quote. */
export const MAX_QUOTE_DOCUMENT_BYTES = 20 * 1024 * 1024;
/** What the picker offers (the server reads the first bytes, never the name). */
export const QUOTE_DOCUMENT_ACCEPT = 'application/pdf,.pdf';
