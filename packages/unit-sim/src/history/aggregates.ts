// Aggregates of one series in column arrays, as the rollup tables store them: per bucket min, max,
// sum, count and its first and last sample.

export interface Aggregates {
  bucket: number[];
  min: number[];
  max: number[];
  sum: number[];
  count: number[];
  firstTs: number[];
  firstValue: number[];
  lastTs: number[];
  lastValue: number[];
}

export function emptyAggregates(): Aggregates {
  return {
    bucket: [],
    min: [],
    max: [],
    sum: [],
    count: [],
    firstTs: [],
    firstValue: [],
    lastTs: [],
    lastValue: [],
  };
}

/** Adds one sample to `bucket`; samples must come in time order. */
export function addToBucket(a: Aggregates, bucket: number, ts: number, value: number): void {
  const i = a.bucket.length - 1;
  if (i >= 0 && a.bucket[i] === bucket) {
    a.min[i] = Math.min(a.min[i] ?? value, value);
    a.max[i] = Math.max(a.max[i] ?? value, value);
    a.sum[i] = (a.sum[i] ?? 0) + value;
    a.count[i] = (a.count[i] ?? 0) + 1;
    a.lastTs[i] = ts;
    a.lastValue[i] = value;
    return;
  }
  a.bucket.push(bucket);
  a.min.push(value);
  a.max.push(value);
  a.sum.push(value);
  a.count.push(1);
  a.firstTs.push(ts);
  a.firstValue.push(value);
  a.lastTs.push(ts);
  a.lastValue.push(value);
}

/** Adds `offset` to every value (a counter moved to another zero point), never below zero. */
export function shiftAggregates(a: Aggregates, offset: number): void {
  for (const values of [a.min, a.max, a.firstValue, a.lastValue])
    for (let i = 0; i < values.length; i += 1) values[i] = Math.max(0, (values[i] ?? 0) + offset);
  for (let i = 0; i < a.sum.length; i += 1)
    a.sum[i] = Math.max(0, (a.sum[i] ?? 0) + offset * (a.count[i] ?? 0));
}
