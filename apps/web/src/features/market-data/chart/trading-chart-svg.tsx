import type { StatisticsPeriod } from '@cgx/domain/market-data.schemas';
import { VisuallyHidden } from '@mantine/core';
import { memo, useId } from 'react';
import { type ChartBucket, layoutChart } from './chart-geometry';

interface TradingChartSvgProps {
  period: StatisticsPeriod;
  width: number;
  buckets: readonly ChartBucket[];
  /** Tonnes of each bucket as shown to people (from the API's decimal strings). */
  tonnesText: readonly string[];
  formatDate: (date: string) => string;
}

const HEIGHT = 280;
const BOX = { top: 26, right: 40, bottom: 36, left: 56 };
const compact = (value: number) => {
  if (value >= 10_000) return `${Math.round(value / 1000)}k`;
  if (value >= 1000) return `${Number((value / 1000).toFixed(1))}k`;
  return String(Number(value.toPrecision(3)));
};

/**
 * The drawing, with an SVG title and description, and the same figures in a visually hidden table.
 * Memoised: the chart re-renders for its period control and its measured width, which change nothing here.
 */
export const TradingChartSvg = memo(function TradingChartSvg({ period, width, buckets, tonnesText, formatDate }: TradingChartSvgProps) {
  const titleId = useId();
  const descId = useId();
  const layout = layoutChart(buckets, { width, height: HEIGHT, ...BOX });
  const first = buckets[0];
  const last = buckets[buckets.length - 1];
  const busiest = buckets.reduce<ChartBucket | null>(
    (best, bucket) => (best === null || bucket.tonnes > best.tonnes ? bucket : best),
    null,
  );
  const description =
    first && last
      ? `${buckets.length} ${period.toLowerCase()} bars from ${formatDate(first.date)} to ${formatDate(last.date)}.` +
        (busiest && busiest.tonnes > 0 ? ` The busiest was ${formatDate(busiest.date)}.` : ' No trades in this range.')
      : 'No data.';
  const line = layout.points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x.toFixed(1)},${point.y.toFixed(1)}`).join(' ');
  const axisY = layout.plot.y + layout.plot.height;

  return (
    <>
      <svg
        width="100%"
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        style={{ display: 'block', overflow: 'visible' }}
      >
        <title id={titleId}>{`Tonnes traded and number of buyers, ${period.toLowerCase()}`}</title>
        <desc id={descId}>{description}</desc>
        <g fontSize={11} fill="var(--mantine-color-dimmed)">
          {layout.tonnesTicks.map((tick) => (
            <g key={`t${tick.value}`}>
              <line
                x1={layout.plot.x}
                x2={layout.plot.x + layout.plot.width}
                y1={tick.y}
                y2={tick.y}
                stroke="var(--mantine-color-gray-3)"
              />
              <text x={layout.plot.x - 6} y={tick.y} textAnchor="end" dominantBaseline="middle">
                {compact(tick.value)}
              </text>
            </g>
          ))}
          {layout.buyersTicks.map((tick) => (
            <text key={`b${tick.value}`} x={layout.plot.x + layout.plot.width + 6} y={tick.y} dominantBaseline="middle">
              {Number.isInteger(tick.value) ? tick.value : ''}
            </text>
          ))}
          <text x={4} y={10} fontSize={10}>
            t
          </text>
          <text x={width - 4} y={10} fontSize={10} textAnchor="end">
            buyers
          </text>
          {layout.labelIndexes.map((index) => {
            const bar = layout.bars[index];
            if (!bar) return null;
            const anchor = index === 0 ? 'start' : index === buckets.length - 1 ? 'end' : 'middle';
            const x = anchor === 'start' ? bar.x : anchor === 'end' ? bar.x + bar.width : bar.x + bar.width / 2;
            return (
              <text key={bar.bucket.date} x={x} y={axisY + 18} textAnchor={anchor}>
                {formatDate(bar.bucket.date)}
              </text>
            );
          })}
        </g>
        <g fill="var(--mantine-color-forest-6)">
          {layout.bars.map((bar, index) => (
            <rect
              key={bar.bucket.date}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={Math.max(0, bar.height)}
              rx={Math.min(2, bar.width / 4)}
            >
              <title>{`${formatDate(bar.bucket.date)}: ${tonnesText[index] ?? bar.bucket.tonnes} t, ${bar.bucket.buyers} buyers`}</title>
            </rect>
          ))}
        </g>
        <line x1={layout.plot.x} x2={layout.plot.x + layout.plot.width} y1={axisY} y2={axisY} stroke="var(--mantine-color-gray-5)" />
        <path d={line} fill="none" stroke="var(--mantine-color-wheat-6)" strokeWidth={2.5} strokeLinejoin="round" />
        {layout.slot >= 8 &&
          layout.points.map((point, index) => (
            <circle key={buckets[index]?.date ?? index} cx={point.x} cy={point.y} r={2.5} fill="var(--mantine-color-wheat-7)" />
          ))}
      </svg>
      <VisuallyHidden>
        {/* Plain elements, not Mantine's Table: nobody sees it, and a year of weeks is 160 cells to render. */}
        <table data-testid="chart-data-table">
          <caption>{`Tonnes traded and buyers, ${period.toLowerCase()}`}</caption>
          <thead>
            <tr>
              <th scope="col">{period === 'Monthly' ? 'Month' : period === 'Weekly' ? 'Week from' : 'Day'}</th>
              <th scope="col">Tonnes traded</th>
              <th scope="col">Buyers</th>
            </tr>
          </thead>
          <tbody>
            {buckets.map((bucket, index) => (
              <tr key={bucket.date}>
                <th scope="row">{formatDate(bucket.date)}</th>
                <td>{tonnesText[index]}</td>
                <td>{bucket.buyers}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </>
  );
});
