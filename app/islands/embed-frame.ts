/** The third-party frame's classes, shared by the React facade and its island (no imports). */
export const FRAME_CLASS = 'absolute inset-0 h-full w-full border-0';
