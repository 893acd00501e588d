/** The first `count` words of `text`, followed by an ellipsis when anything was cut. */
export function truncateWords(text: string, count = 3): string {
  const words = text.trim().split(/\s+/);
  return words.length <= count ? words.join(' ') : `${words.slice(0, count).join(' ')}...`;
}
