/** Widths made of a photo (never wider than the original). */
export declare const WIDTHS: readonly number[];
/** A thumbnail's square sizes: 80 CSS px at 1x and 2x. */
export declare const THUMB_WIDTHS: readonly number[];
/** The widths a photo `width` pixels wide is rendered in. */
export declare function widthsFor(width: number): number[];
