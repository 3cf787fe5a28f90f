import { type ValuesMessage } from '@portal/contracts';
import { type UnitModel } from '../model/unit-model.js';

// Turns the model's value table into samples. Signals and counters go into every sample (charts
// need them even when they do not change); parameters (settings, time programs, static data) only
// when they changed since the previous sample or when the caller asks for a full sample, which the
// unit does for the first sample after a connect and the first one of an archive backlog.

export class Sampler {
  private readonly signalKeys: string[];
  private readonly parameterKeys: string[];
  private readonly lastParameters = new Map<string, string>();
  /** Values pinned by a test (raw), sent in place of the model's. */
  private readonly held = new Map<string, number>();

  constructor(private readonly model: UnitModel) {
    const entries = model.store.entries;
    this.signalKeys = entries.filter((e) => e.def.obdClass !== 'Parameter').map((e) => e.key);
    this.parameterKeys = entries.filter((e) => e.def.obdClass === 'Parameter').map((e) => e.key);
  }

  take(ts: number, full: boolean): ValuesMessage {
    const values = this.model.values(this.signalKeys);
    const changed: string[] = [];
    for (const key of this.parameterKeys) {
      const json = JSON.stringify(this.model.store.get(key));
      if (full || this.lastParameters.get(key) !== json) changed.push(key);
      this.lastParameters.set(key, json);
    }
    Object.assign(values, this.model.values(changed));
    return { ts, values: this.withHeld(values) };
  }

  /** Test control: sends `raw` for `key` from now on; null lets the model decide again. */
  hold(key: string, raw: number | null): void {
    if (raw === null) this.held.delete(key);
    else this.held.set(key, raw);
  }

  private withHeld<T extends Record<string, unknown>>(values: T): T {
    for (const [key, raw] of this.held) if (key in values) Object.assign(values, { [key]: raw });
    return values;
  }

  /** Signals only: the fast stream while someone watches, which must not disturb the change tracking. */
  signals(ts: number): ValuesMessage {
    return { ts, values: this.withHeld(this.model.values(this.signalKeys)) };
  }
}
