export function deferBootHtml(html: string): string | null;
export function deferredPreloads(html: string): string[];
export function deferBoot(dir: string): Promise<number>;
export function withoutScripts(html: string): string;
