/**
 * The visitor chart's geometry (decision 036, the view's section): d3-scale for the scales and
 * their "nice" ticks, d3-shape for the lines. Pure numbers and path strings, so the chart is
 * drawn on the server as plain SVG and needs no script. Imported only by the inbox's chart.
 */
import { scaleLinear, scalePoint } from 'd3-scale';
import { curveMonotoneX, line } from 'd3-shape';
import type { ChartPoint } from './chart-data';
import { count } from './stats-format';
import type { Bucket } from './stats-period';

/** The drawing's size in SVG units and its text size; the SVG scales to its box. */
export interface ChartSize {
  width: number;
  height: number;
  font: number;
  /** At most this many labels along the time axis. */
  xTicks: number;
}

export interface Tick {
  at: number;
  label: string;
}

export interface ChartGeometry {
  plot: { left: number; right: number; top: number; bottom: number };
  visitorsPath: string;
  enquiriesPath: string;
  /** Each point's x, and its y on each line (for the markers). */
  marks: { x: number; visitors: number; enquiries: number }[];
  /** Visitors' scale on the left (with the grid), enquiries' on the right. */
  leftTicks: Tick[];
  rightTicks: Tick[];
  xTicks: Tick[];
}

const month = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });
const dayMonth = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** A time-axis label: "5 Nov" for days and weeks; "Nov", with the year on the first and on January. */
function xLabel(start: string, bucket: Bucket, isFirst: boolean): string {
  const date = new Date(`${start}T00:00:00Z`);
  if (bucket !== 'month') return dayMonth.format(date);
  const name = month.format(date);
  return isFirst || start.slice(5, 7) === '01' ? `${name} ${start.slice(0, 4)}` : name;
}

/** A count axis from 0, with "nice" whole-number ticks (at least 0 to 1). */
function countScale(max: number, range: [number, number]) {
  const scale = scaleLinear()
    .domain([0, Math.max(max, 1)])
    .range(range)
    .nice(4);
  const ticks = scale.ticks(4).filter(Number.isInteger);
  return { scale, ticks };
}

export function chartGeometry(
  points: readonly ChartPoint[],
  bucket: Bucket,
  size: ChartSize,
): ChartGeometry {
  const { width, height, font } = size;
  const visitorsMax = Math.max(0, ...points.map((point) => point.visitors));
  const enquiriesMax = Math.max(0, ...points.map((point) => point.enquiries));
  const labelRoom = (max: number) => font * 0.62 * String(Math.max(max, 10)).length + font;
  const plot = {
    left: labelRoom(visitorsMax) + font * 0.4,
    right: width - labelRoom(enquiriesMax) - font * 0.4,
    top: font,
    bottom: height - font * 2.2,
  };
  const x = scalePoint<string>()
    .domain(points.map((point) => point.start))
    .range([plot.left + font * 0.5, plot.right - font * 0.5])
    .padding(0);
  const left = countScale(visitorsMax, [plot.bottom, plot.top]);
  const right = countScale(enquiriesMax, [plot.bottom, plot.top]);
  const marks = points.map((point) => ({
    x: x(point.start) ?? plot.left,
    visitors: left.scale(point.visitors),
    enquiries: right.scale(point.enquiries),
  }));
  const path = (key: 'visitors' | 'enquiries') =>
    line<(typeof marks)[number]>()
      .x((mark) => mark.x)
      .y((mark) => mark[key])
      .curve(curveMonotoneX)(marks) ?? '';
  // Evenly spaced labels, the last point always among them when it fits.
  const step = Math.max(1, Math.ceil(points.length / size.xTicks));
  const xTicks = points
    .map((point, index) => ({ point, index }))
    .filter(({ index }) => index % step === 0)
    .map(({ point, index }) => ({
      at: marks[index]?.x ?? plot.left,
      label: xLabel(point.start, bucket, index === 0),
    }));
  return {
    plot,
    visitorsPath: path('visitors'),
    enquiriesPath: path('enquiries'),
    marks,
    leftTicks: left.ticks.map((tick) => ({ at: left.scale(tick), label: count(tick) })),
    rightTicks: right.ticks.map((tick) => ({ at: right.scale(tick), label: count(tick) })),
    xTicks,
  };
}
