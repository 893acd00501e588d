import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useEditor } from '../form/editor-state';
import { useContentApi } from '../form/use-content-api';
import type { MediaChoice } from './media-choice';

const STEP = 0.05;
const clamp = (n: number) => Math.min(1, Math.max(0, Math.round(n * 100) / 100));
const percent = (n: number) => `${Math.round(n * 100)}%`;

/**
 * Where square and wide crops of a picture centre: tap or click the picture, or move the mark
 * with the arrow keys. Saved with the picture (every use of it crops the same way), a moment
 * after the last move.
 */
export function FocalPoint({ media }: { media: MediaChoice }) {
  const editor = useEditor();
  const api = useContentApi<{ focal?: unknown; error?: string }>();
  const [point, setPoint] = useState(media.focal ?? { x: 0.5, y: 0.5 });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const move = (next: { x: number; y: number }) => {
    const focal = { x: clamp(next.x), y: clamp(next.y) };
    setPoint(focal);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      api.submit({ intent: 'focal', name: media.name, x: focal.x, y: focal.y });
      editor.addMedia([{ ...media, focal }]);
    }, 500);
  };
  const handlePointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    move({ x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height });
  };
  const handleKey = (event: KeyboardEvent) => {
    const delta = {
      ArrowLeft: [-STEP, 0],
      ArrowRight: [STEP, 0],
      ArrowUp: [0, -STEP],
      ArrowDown: [0, STEP],
    }[event.key];
    if (!delta) return;
    event.preventDefault();
    move({ x: point.x + (delta[0] ?? 0), y: point.y + (delta[1] ?? 0) });
  };
  const position = `${percent(point.x)} ${percent(point.y)}`;
  const status = api.data?.error ?? (api.isBusy ? 'Saving…' : api.data?.focal ? 'Saved.' : '');
  return (
    <div className="flex flex-col gap-3">
      <p id={`focal-help-${media.name}`} className="text-sm text-fg-muted">
        Tap the part of the picture that must stay in view when it is cropped, or focus the picture
        and use the arrow keys.
      </p>
      <div
        role="slider"
        tabIndex={0}
        aria-label="Focal point"
        aria-valuetext={`${percent(point.x)} from the left, ${percent(point.y)} from the top`}
        aria-valuenow={Math.round(point.x * 100)}
        aria-describedby={`focal-help-${media.name}`}
        onPointerDown={handlePointer}
        onKeyDown={handleKey}
        className="relative w-full max-w-md cursor-crosshair touch-none overflow-hidden rounded-md"
      >
        <img
          src={media.url}
          alt=""
          width={media.width}
          height={media.height}
          className="block h-auto w-full"
        />
        <span
          aria-hidden="true"
          style={{ left: percent(point.x), top: percent(point.y) }}
          className="pointer-events-none absolute size-8 -translate-x-1/2 -translate-y-1/2 rounded-full border-4 border-bg bg-transparent shadow-pop ring-2 ring-fg"
        />
      </div>
      <div className="flex flex-wrap items-end gap-3" aria-hidden="true">
        {(
          [
            ['Square', 'aspect-square w-20'],
            ['Wide', 'aspect-video w-36'],
          ] as const
        ).map(([name, size]) => (
          <figure key={name} className="flex flex-col gap-1">
            <img
              src={media.url}
              alt=""
              width={media.width}
              height={media.height}
              style={{ objectPosition: position }}
              className={`${size} rounded-sm object-cover`}
            />
            <figcaption className="text-xs text-fg-muted">{name} crop</figcaption>
          </figure>
        ))}
      </div>
      <p aria-live="polite" className="min-h-5 text-sm text-fg-muted">
        {status}
      </p>
    </div>
  );
}
