/** A stored picture as the editor offers it (the library, a picture field's choices). */
export interface MediaChoice {
  /** The stored, content-hashed name: what a picture field's `src` holds. */
  name: string;
  url: string;
  /** The file name it arrived with. */
  label: string;
  width: number;
  height: number;
  /** Its default alt text. */
  alt: string;
  /** Where crops centre, 0–1 from the left and the top; null is the middle. */
  focal: { x: number; y: number } | null;
}

/** The upload endpoint's answer for one file (POST /admin/media with Accept: application/json). */
export interface UploadedMedia {
  name: string;
  url: string;
  width: number;
  height: number;
  type: string;
}

/** The choice a fresh upload makes. */
export const choiceOf = (uploaded: UploadedMedia, fileName: string): MediaChoice => ({
  name: uploaded.name,
  url: uploaded.url,
  label: fileName,
  width: uploaded.width,
  height: uploaded.height,
  alt: '',
  focal: null,
});
