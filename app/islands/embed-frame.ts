/** The third-party frame's classes, as the embed facade island puts it in (no imports). */
export const FRAME_CLASS = 'absolute inset-0 h-full w-full border-0';
