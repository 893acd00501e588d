import { Link2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { IconName } from '../content/types';

// lucide v1 ships no brand marks, so the four networks are drawn here as small original glyphs.
const glyphs: Partial<Record<IconName, ReactNode>> = {
  facebook: (
    <path d="M13.5 22v-8h2.8l.4-3.3h-3.2V8.6c0-.9.3-1.6 1.6-1.6H17V4.1c-.3 0-1.3-.1-2.5-.1-2.5 0-4.2 1.5-4.2 4.3v2.4H7.5V14h2.8v8z" />
  ),
  instagram: (
    <path
      fillRule="evenodd"
      d="M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3zm0 1.8A2.7 2.7 0 0 0 4.8 7.5v9a2.7 2.7 0 0 0 2.7 2.7h9a2.7 2.7 0 0 0 2.7-2.7v-9a2.7 2.7 0 0 0-2.7-2.7zM12 7.6a4.4 4.4 0 1 1 0 8.8 4.4 4.4 0 0 1 0-8.8zm0 1.8a2.6 2.6 0 1 0 0 5.2 2.6 2.6 0 0 0 0-5.2zm4.7-3.2a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2z"
    />
  ),
  linkedin: (
    <path d="M4 9h3.8v11H4zm1.9-5.8a2.1 2.1 0 1 1 0 4.2 2.1 2.1 0 0 1 0-4.2zM10 9h3.6v1.6c.6-1 1.9-1.9 3.7-1.9 3.4 0 4.7 2.1 4.7 5.3v6h-3.8v-5.4c0-1.4-.4-2.6-1.9-2.6-1.6 0-2.5 1.1-2.5 2.6V20H10z" />
  ),
  youtube: (
    <path
      fillRule="evenodd"
      d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8A26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15.1V8.9l5.3 3.1z"
    />
  ),
  x: (
    <path d="M3.5 3.5h5.3l3.9 5.4 4.6-5.4h2.4l-5.9 6.9 6.7 10.1h-5.3l-4.2-6-5.2 6H3.4l6.5-7.5zm3.1 1.6 9.4 13.8h1.6L8.2 5.1z" />
  ),
};

/** A social network's mark; decorative, the surrounding link carries the name. */
export function SocialIcon({ icon, className = 'size-5' }: { icon: IconName; className?: string }) {
  const glyph = glyphs[icon];
  if (!glyph) return <Link2 aria-hidden="true" className={className} />;
  return (
    <svg
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {glyph}
    </svg>
  );
}
