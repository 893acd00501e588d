/** The URL a stored picture or rendition is served at (server/http/media-files.ts). */
export const mediaUrl = (name: string) => `/media/${name}`;
