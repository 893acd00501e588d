/** gzip -9 size of a file, cached. */
export function gzipBytes(file: string): number;
