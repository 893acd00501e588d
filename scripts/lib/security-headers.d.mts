export function permissionsPolicy(embedOrigins: readonly string[]): string;
export function commonHeaders(embedOrigins: readonly string[]): Record<string, string>;
export function contentSecurityPolicy(options: {
  scripts: readonly string[];
  styles?: readonly string[];
  embedOrigins: readonly string[];
  isMeta?: boolean;
}): string;
export function hashSource(text: string): string;
export function inlineScriptHashes(html: string): string[];
export function inlineStyleHashes(html: string): string[];
export function createNonce(): string;
