/** heic-decode@2.1.0 (no types of its own): HEIC/HEIF → RGBA pixels through libheif-js (WASM). */
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    /** RGBA, 4 bytes a pixel, row by row. */
    data: Uint8ClampedArray;
  }
  function decode(input: { buffer: Uint8Array }): Promise<DecodedImage>;
  export default decode;
}
