import styles from "./analytics.module.css";

export type ChartPoint = { label: string; value: number };

const WIDTH = 640;
const HEIGHT = 160;
const TOP = 14;
const BOTTOM = 22;
const LEFT = 4;

/**
 * A bar chart drawn on the server as inline SVG: no script, nothing to load. The picture is
 * one image to assistive technology (its <title> and <desc> say what it shows and the total);
 * the numbers themselves are in the table beside it, hidden from sight but read out.
 */
export function BarChart({
  id,
  title,
  description,
  points,
  valueHeading,
  dateHeading,
  formatValue = String,
}: {
  id: string;
  title: string;
  description: string;
  points: ChartPoint[];
  valueHeading: string;
  dateHeading: string;
  formatValue?: (value: number) => string;
}) {
  const max = Math.max(0, ...points.map((p) => p.value));
  const plot = HEIGHT - TOP - BOTTOM;
  const step = (WIDTH - LEFT) / Math.max(1, points.length);
  const barWidth = Math.max(1, step * 0.7);
  const first = points[0];
  const last = points.at(-1);
  return (
    <figure className={styles.chart}>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        data-chart={id}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <line className={styles.axis} x1={LEFT} x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} />
        {points.map((p, i) => {
          const h = max > 0 ? (p.value / max) * plot : 0;
          return (
            <rect
              key={p.label}
              className={styles.bar}
              x={LEFT + i * step + (step - barWidth) / 2}
              y={HEIGHT - BOTTOM - h}
              width={barWidth}
              height={h}
            />
          );
        })}
        <text className={styles.label} x={LEFT} y={TOP - 3}>
          {formatValue(max)}
        </text>
        {first ? (
          <text className={styles.label} x={LEFT} y={HEIGHT - 6}>
            {first.label}
          </text>
        ) : null}
        {last && last !== first ? (
          <text className={styles.label} x={WIDTH} y={HEIGHT - 6} textAnchor="end">
            {last.label}
          </text>
        ) : null}
      </svg>
      <table className="visually-hidden" data-chart-table={id}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{dateHeading}</th>
            <th scope="col">{valueHeading}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.label}>
              <th scope="row">{p.label}</th>
              <td>{formatValue(p.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
