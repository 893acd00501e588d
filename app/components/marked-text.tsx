import type { Segment } from '../search/excerpt';

/** Text with some runs marked (the words a search matched); rendered as text, never as HTML. */
export function MarkedText({ segments }: { segments: readonly Segment[] }) {
  return segments.map((segment, index) =>
    segment.isMatch ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: segments are fixed for one render
      <mark key={index} className="rounded-sm bg-accent px-0.5 text-on-accent">
        {segment.text}
      </mark>
    ) : (
      segment.text
    ),
  );
}
