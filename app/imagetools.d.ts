// Imports processed by vite-imagetools with `&as=picture`.
declare module '*&as=picture' {
  import type { ProcessedPicture } from './lib/raster-image';

  const picture: ProcessedPicture;
  export default picture;
}
