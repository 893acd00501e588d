/** A short, recognisable summary of a User-Agent header: "Firefox on Android". */
export function summariseUserAgent(header: string | null | undefined): string {
  const ua = header ?? '';
  const browser =
    (/Edg\//.test(ua) && 'Edge') ||
    (/OPR\//.test(ua) && 'Opera') ||
    (/Firefox\//.test(ua) && 'Firefox') ||
    (/(Chrome|Chromium|CriOS)\//.test(ua) && 'Chrome') ||
    (/Safari\//.test(ua) && 'Safari') ||
    undefined;
  const system =
    (/Android/.test(ua) && 'Android') ||
    (/iPhone|iPad|iPod/.test(ua) && 'iOS') ||
    (/Windows/.test(ua) && 'Windows') ||
    (/Mac OS X|Macintosh/.test(ua) && 'macOS') ||
    (/CrOS/.test(ua) && 'ChromeOS') ||
    (/Linux/.test(ua) && 'Linux') ||
    undefined;
  if (browser && system) return `${browser} on ${system}`;
  if (browser || system) return (browser ?? system) as string;
  return ua ? 'Another program' : 'Unknown';
}
