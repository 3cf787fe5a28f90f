import { Inject, Injectable } from '@nestjs/common';
import { TimeseriesRepository } from './timeseries.repository.js';

/**
 * Series ids by unit and key, compact: per unit two small arrays (the keys, the ids) instead of one
 * map entry per series keyed by a concatenated `sn + key` string. Keys are interned: every unit of
 * a kind sends the same keys, so each key's text is kept once for all units. A unit has a few dozen
 * keys; looking one up scans them (identical strings compare by reference), which costs less than
 * hashing a concatenated string, and keeps the table at about 16 bytes per series (issue 46: a
 * `Map<sn + key, id>` was the largest per-unit retainer of a connected unit).
 */
export class SeriesIdTable {
  private readonly units = new Map<string, { keys: string[]; ids: number[] }>();
  private readonly interned = new Map<string, string>();
  private count = 0;

  /** Number of series held. */
  get size(): number {
    return this.count;
  }

  get(sn: string, key: string): number | undefined {
    const unit = this.units.get(sn);
    if (!unit) return undefined;
    const { keys } = unit;
    for (let i = 0; i < keys.length; i++) if (keys[i] === key) return unit.ids[i];
    return undefined;
  }

  /** Sets (or replaces) the id of a series. */
  set(sn: string, key: string, id: number): void {
    let unit = this.units.get(sn);
    if (!unit) {
      unit = { keys: [], ids: [] };
      this.units.set(sn, unit);
    }
    const at = unit.keys.indexOf(key);
    if (at >= 0) {
      unit.ids[at] = id;
      return;
    }
    let shared = this.interned.get(key);
    if (shared === undefined) {
      shared = key;
      this.interned.set(key, key);
    }
    unit.keys.push(shared);
    unit.ids.push(id);
    this.count++;
  }
}

/** Series ids by unit and key, created on first use and kept in memory (they never change). */
@Injectable()
export class SeriesIds {
  private readonly ids = new SeriesIdTable();

  constructor(@Inject(TimeseriesRepository) private readonly repository: TimeseriesRepository) {}

  /** The series id of each (sns[i], keys[i]), in that order. */
  async resolve(
    sns: readonly (string | undefined)[],
    keys: readonly (string | undefined)[],
  ): Promise<number[]> {
    let missing: Map<string, Set<string>> | undefined;
    for (let i = 0; i < sns.length; i++) {
      const sn = sns[i] ?? '';
      const key = keys[i] ?? '';
      if (this.ids.get(sn, key) !== undefined) continue;
      missing ??= new Map();
      let unitKeys = missing.get(sn);
      if (!unitKeys) {
        unitKeys = new Set();
        missing.set(sn, unitKeys);
      }
      unitKeys.add(key);
    }
    if (missing) {
      const pairs = [...missing].flatMap(([sn, unitKeys]) => [...unitKeys].map((key) => [sn, key] as const));
      const rows = await this.repository.resolveSeries(
        pairs.map(([sn]) => sn),
        pairs.map(([, key]) => key),
      );
      for (const row of rows) this.ids.set(row.sn, row.key, row.id);
    }
    return sns.map((sn, i) => {
      const id = this.ids.get(sn ?? '', keys[i] ?? '');
      if (id === undefined) throw new Error(`no series id for ${sn} ${keys[i]}`);
      return id;
    });
  }
}
