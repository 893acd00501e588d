import type { ChartPoint } from './chart-data';
import { type ChartSize, chartGeometry } from './chart-geometry';
import type { Bucket } from './stats-period';

/** Markers are drawn while there are few enough points to tell them apart. */
const MAX_MARKED = 45;

/**
 * The chart as plain SVG (drawn on the server; no script): visitors a solid line with round
 * markers on the left scale, enquiries a dashed line with square markers on the right scale,
 * coloured by the design tokens, so the two are told apart without colour too.
 */
export function ChartSvg({
  points,
  bucket,
  size,
  summary,
  className,
}: {
  points: readonly ChartPoint[];
  bucket: Bucket;
  size: ChartSize;
  summary: string;
  className: string;
}) {
  const geometry = chartGeometry(points, bucket, size);
  const { plot, marks } = geometry;
  const { font } = size;
  const isMarked = points.length <= MAX_MARKED;
  const stroke = font / 5;
  const mark = font * 0.3;
  return (
    <svg
      role="img"
      aria-label={summary}
      viewBox={`0 0 ${size.width} ${size.height}`}
      className={`h-auto w-full ${className}`}
      style={{ fontSize: font }}
      data-chart-width={size.width}
    >
      <g className="stroke-border" strokeWidth={1}>
        {geometry.leftTicks.map((tick) => (
          <line key={tick.label} x1={plot.left} x2={plot.right} y1={tick.at} y2={tick.at} />
        ))}
      </g>
      <g className="fill-link" textAnchor="end" dominantBaseline="middle">
        {geometry.leftTicks.map((tick) => (
          <text key={tick.label} x={plot.left - font * 0.4} y={tick.at}>
            {tick.label}
          </text>
        ))}
      </g>
      <g className="fill-accent-text" textAnchor="start" dominantBaseline="middle">
        {geometry.rightTicks.map((tick) => (
          <text key={tick.label} x={plot.right + font * 0.4} y={tick.at}>
            {tick.label}
          </text>
        ))}
      </g>
      <g className="fill-fg-muted" textAnchor="middle">
        {geometry.xTicks.map((tick) => (
          <text key={`${tick.at}`} x={tick.at} y={size.height - font * 0.5}>
            {tick.label}
          </text>
        ))}
      </g>
      <path
        d={geometry.visitorsPath}
        fill="none"
        className="stroke-link"
        strokeWidth={stroke}
        strokeLinejoin="round"
        data-line="visitors"
      />
      <path
        d={geometry.enquiriesPath}
        fill="none"
        className="stroke-accent-text"
        strokeWidth={stroke}
        strokeDasharray={`${font * 0.55} ${font * 0.35}`}
        strokeLinejoin="round"
        data-line="enquiries"
      />
      {isMarked && (
        <>
          <g className="fill-surface stroke-link" strokeWidth={stroke * 0.8}>
            {marks.map((point) => (
              <circle key={point.x} cx={point.x} cy={point.visitors} r={mark} />
            ))}
          </g>
          <g className="fill-accent-text">
            {marks.map((point) => (
              <rect
                key={point.x}
                x={point.x - mark}
                y={point.enquiries - mark}
                width={mark * 2}
                height={mark * 2}
              />
            ))}
          </g>
        </>
      )}
    </svg>
  );
}
