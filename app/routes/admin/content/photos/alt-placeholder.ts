/**
 * The alt text a picture inserted in a body starts with when it has none yet: a prompt for the
 * office to replace, which publishing refuses as it refuses no alt text at all.
 */
export const ALT_PLACEHOLDER = 'Describe the picture';

/** Whether `alt` still says nothing about the picture (empty, or the prompt left as it was). */
export const isUndescribed = (alt: string) => {
  const text = alt.trim();
  return text === '' || text === ALT_PLACEHOLDER;
};
