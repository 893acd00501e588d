/** The link's final href; throws when it names a content item that does not exist. */
export declare function checkLink(
  href: string,
  slugs: Record<string, ReadonlySet<string>>,
  line: number,
): string;
