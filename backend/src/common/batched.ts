interface Waiting<I, O> {
  input: I;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Runs calls in batches: the calls made in one event-loop turn, or while the batch before is being
 * written, go to `run` together (one statement for many units instead of one each; embedded PGlite
 * runs one statement at a time). `run` answers in the order of its
 * inputs. With `keyOf`, a batch holds one call per key and later ones for that key wait for the
 * next, in order (an upsert may touch a row once per statement). A failed batch runs again call by
 * call, so a failure is the failing call's alone.
 */
export class Batched<I, O> {
  private waiting: Waiting<I, O>[] = [];
  private draining = false;

  constructor(
    private readonly run: (inputs: I[]) => Promise<O[]>,
    private readonly keyOf?: (input: I) => string,
    private readonly maxBatch = 500,
  ) {}

  call(input: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.waiting.push({ input, resolve, reject });
      if (this.draining) return;
      this.draining = true;
      setImmediate(() => void this.drain());
    });
  }

  private async drain(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.nextBatch();
      try {
        await this.runAll(batch);
      } catch {
        // One bad input (a unit deleted meanwhile) must not cost the others: each alone again.
        for (const call of batch) await this.runAll([call]).catch((error: unknown) => call.reject(error));
      }
    }
    this.draining = false;
  }

  private async runAll(batch: Waiting<I, O>[]): Promise<void> {
    const outputs = await this.run(batch.map((call) => call.input));
    batch.forEach((call, index) => call.resolve(outputs[index] as O));
  }

  private nextBatch(): Waiting<I, O>[] {
    if (!this.keyOf) return this.waiting.splice(0, this.maxBatch);
    const keys = new Set<string>();
    const batch: Waiting<I, O>[] = [];
    const rest: Waiting<I, O>[] = [];
    for (const call of this.waiting) {
      const key = this.keyOf(call.input);
      if (batch.length < this.maxBatch && !keys.has(key)) {
        keys.add(key);
        batch.push(call);
      } else {
        // A key already in this batch blocks its later calls too, keeping their order.
        keys.add(key);
        rest.push(call);
      }
    }
    this.waiting = rest;
    return batch;
  }
}

/**
 * A batched lookup by key: `load` reads the rows of the distinct keys of a batch, each call gets its
 * key's row (undefined when there is none).
 */
export function batchedLookup<R>(
  load: (keys: string[]) => Promise<R[]>,
  keyOfRow: (row: R) => string,
): Batched<string, R | undefined> {
  return new Batched(async (keys) => {
    const rows = await load([...new Set(keys)]);
    const byKey = new Map(rows.map((row) => [keyOfRow(row), row]));
    return keys.map((key) => byKey.get(key));
  });
}

/** A batched write: `write` stores the rows of a batch in one statement, one row per key. */
export function batchedWrite<R>(
  write: (rows: R[]) => Promise<unknown>,
  keyOf: (row: R) => string,
): Batched<R, void> {
  return new Batched<R, void>(async (rows) => {
    await write(rows);
    return rows.map(() => undefined);
  }, keyOf);
}
