/**
 * Each series' values at the positions of a chart's bucket starts, null where nothing was stored:
 * filled by position, so turning them into rows looks nothing up per value.
 */
export class BucketColumns<T> {
  private readonly position: Map<number, number>;
  private readonly columns = new Map<number, (T | null)[]>();

  constructor(private readonly starts: readonly number[]) {
    this.position = new Map(starts.map((start, i) => [start, i]));
  }

  /**
   * Puts a series' values at their buckets (without bucket times, at consecutive buckets from the
   * first); buckets outside the starts are left out.
   */
  fill(
    series: number,
    { first, buckets }: { first: number; buckets: readonly number[] | null },
    count: number,
    valueAt: (index: number) => T,
  ): void {
    let column = this.columns.get(series);
    if (!column) {
      column = new Array<T | null>(this.starts.length).fill(null);
      this.columns.set(series, column);
    }
    if (buckets === null) {
      const at = this.position.get(first);
      if (at === undefined) return;
      for (let i = 0; i < count && at + i < column.length; i += 1) column[at + i] = valueAt(i);
      return;
    }
    buckets.forEach((bucket, i) => {
      const at = this.position.get(bucket);
      if (at !== undefined) column[at] = valueAt(i);
    });
  }

  /** One row per bucket start (seconds): each field's value or null (never interpolated). */
  rows(fieldSeries: readonly (number | undefined)[]): Record<string, (T | null)[]> {
    const columns = fieldSeries.map((id) => (id === undefined ? undefined : this.columns.get(id)));
    const rows: Record<string, (T | null)[]> = {};
    this.starts.forEach((start, i) => {
      rows[String(start / 1000)] = columns.map((column) => column?.[i] ?? null);
    });
    return rows;
  }
}
