// The hosted video player's frame, as the video dialog island (app/islands/video-modal.ts) adds
// it to the dialog's markup (app/components/video-modal.tsx). No React here (decision 047).

/** What the player may do: play at once with sound, go full screen or picture-in-picture. */
export const PLAYER_ALLOW = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
/** The frame fills the dialog's 16:9 box. */
export const PLAYER_CLASS = 'absolute inset-0 h-full w-full border-0';
/** Marks the box in the dialog that holds the player while it is open. */
export const PLAYER_SLOT_ATTR = 'data-video-player';
