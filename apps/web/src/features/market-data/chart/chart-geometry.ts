/** Pure layout of the trading chart: bars for tonnes on the left axis, a line for buyers on the right. */

export interface ChartBucket {
  date: string;
  tonnes: number;
  buyers: number;
}

export interface ChartBox {
  width: number;
  height: number;
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface ChartLayout {
  bars: { x: number; y: number; width: number; height: number; bucket: ChartBucket }[];
  /** Centre of each bar at its buyers' height, for the line. */
  points: { x: number; y: number }[];
  tonnesTicks: { value: number; y: number }[];
  buyersTicks: { value: number; y: number }[];
  /** Room per bucket, in px (the page leaves out the line's dots when it is tight). */
  slot: number;
  /** Indexes of the buckets that get a date label under the axis. */
  labelIndexes: number[];
  plot: { x: number; y: number; width: number; height: number };
}

/** The smallest 1, 2 or 5 × 10ⁿ at or above `value` (at least 1), for a tidy axis. */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * magnitude >= value) return step * magnitude;
  return 10 * magnitude;
}

/** Evenly spread label positions, always the first and the last, about one per `spacing` px. */
export function labelIndexes(count: number, plotWidth: number, spacing = 110): number[] {
  if (count === 0) return [];
  const wanted = Math.max(2, Math.floor(plotWidth / spacing));
  if (count <= wanted) return Array.from({ length: count }, (_, index) => index);
  const step = (count - 1) / (wanted - 1);
  return [...new Set(Array.from({ length: wanted }, (_, index) => Math.round(index * step)))];
}

const TICKS = 4;

export function layoutChart(buckets: readonly ChartBucket[], box: ChartBox): ChartLayout {
  const plot = {
    x: box.left,
    y: box.top,
    width: Math.max(1, box.width - box.left - box.right),
    height: Math.max(1, box.height - box.top - box.bottom),
  };
  // Tick steps of 1, 2 or 5 × 10ⁿ, so every tick label is a round number.
  const tonnesMax = niceCeiling(Math.max(0, ...buckets.map((bucket) => bucket.tonnes)) / TICKS) * TICKS;
  // Buyers are whole organisations: keep the axis on whole numbers.
  const buyersStep = Math.max(1, Math.ceil(niceCeiling(Math.max(0, ...buckets.map((bucket) => bucket.buyers)) / TICKS)));
  const buyersMax = buyersStep * TICKS;
  const slot = plot.width / Math.max(1, buckets.length);
  const barWidth = Math.max(1, slot * 0.7);
  const yOf = (value: number, max: number) => plot.y + plot.height - (value / max) * plot.height;

  const bars = buckets.map((bucket, index) => {
    const y = yOf(bucket.tonnes, tonnesMax);
    return { x: plot.x + index * slot + (slot - barWidth) / 2, y, width: barWidth, height: plot.y + plot.height - y, bucket };
  });
  const points = buckets.map((bucket, index) => ({ x: plot.x + index * slot + slot / 2, y: yOf(bucket.buyers, buyersMax) }));
  const ticks = (max: number) =>
    Array.from({ length: TICKS + 1 }, (_, index) => (max * index) / TICKS).map((value) => ({ value, y: yOf(value, max) }));
  return {
    bars,
    points,
    tonnesTicks: ticks(tonnesMax),
    buyersTicks: ticks(buyersMax),
    labelIndexes: labelIndexes(buckets.length, plot.width),
    slot,
    plot,
  };
}
