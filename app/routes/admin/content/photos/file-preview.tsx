import { useEffect, useRef } from 'react';

/**
 * A picked file's thumbnail before it is uploaded, drawn on a canvas: the site's CSP allows
 * images from the site only (no blob: or data: addresses), and a canvas needs neither. A file
 * the browser cannot decode (an iPhone HEIC in most browsers) stays a grey square.
 */
export function FilePreview({ file, size = 48 }: { file: File; size?: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let isCurrent = true;
    createImageBitmap(file)
      .then((bitmap) => {
        const context = canvas.current?.getContext('2d');
        if (!isCurrent || !context) return;
        // Cover the square from the middle of the picture.
        const side = Math.min(bitmap.width, bitmap.height);
        const x = (bitmap.width - side) / 2;
        const y = (bitmap.height - side) / 2;
        context.drawImage(bitmap, x, y, side, side, 0, 0, size * 2, size * 2);
        bitmap.close();
      })
      .catch(() => undefined /* not decodable here: the grey square stays */);
    return () => {
      isCurrent = false;
    };
  }, [file, size]);
  return (
    <canvas
      ref={canvas}
      width={size * 2}
      height={size * 2}
      className="size-12 shrink-0 rounded-sm bg-surface-muted"
    />
  );
}
