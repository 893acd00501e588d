const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text or an attribute value made safe for XML. */
export const xmlEscape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
