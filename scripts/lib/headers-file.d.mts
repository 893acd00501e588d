export const HEADERS_FILE: string;
export function pagePath(file: string): string;
export function pagePolicy(
  html: string,
  embedOrigins: readonly string[],
  options?: { isMeta?: boolean },
): string;
export function headersFileText(
  policies: Map<string, string>,
  embedOrigins: readonly string[],
): string;
export function parseHeadersFile(text: string): Map<string, Record<string, string>>;
export function writeSecurityHeaders(
  clientDir: string,
  embedOrigins: readonly string[],
): Promise<number>;
