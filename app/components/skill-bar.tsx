/** Props of {@link SkillBar}. */
export interface SkillBarProps {
  label: string;
  /** 0–100. */
  percent: number;
  /** Draw for a dark background. */
  isInverse?: boolean;
}

/**
 * A labelled percentage with a decorative bar. The text carries the value;
 * the bar is full-length in the pre-rendered HTML; the skill-bar island
 * (app/islands/skill-bar.ts) makes it grow from empty when it starts below the fold and motion
 * is allowed.
 */
export function SkillBar({ label, percent, isInverse = false }: SkillBarProps) {
  const track = isInverse ? 'bg-inverse-surface' : 'bg-surface-muted';
  // The fill is an SVG rect: its width is an attribute, not an inline style the site's
  // Content-Security-Policy would block. It grows by transform from its left edge.
  return (
    <div className="flex flex-col gap-2" data-skill={label} data-island="skill-bar">
      <p
        className={`flex justify-between font-semibold ${isInverse ? 'text-inverse-fg' : 'text-fg'}`}
      >
        <span>{label}</span>
        <span className="tabular-nums">{percent}%</span>
      </p>
      <svg aria-hidden="true" className={`block h-2.5 w-full rounded-full ${track}`}>
        <rect
          width={`${percent}%`}
          height="100%"
          rx="5"
          className="origin-left fill-accent"
          data-fill={percent}
        />
      </svg>
    </div>
  );
}
