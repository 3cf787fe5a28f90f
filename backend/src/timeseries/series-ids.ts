import { Inject, Injectable } from '@nestjs/common';
import { TimeseriesRepository } from './timeseries.repository.js';

const idOf = (sn: string, key: string) => `${sn}\u0000${key}`;

/** Series ids by unit and key, created on first use and kept in memory (they never change). */
@Injectable()
export class SeriesIds {
  private readonly ids = new Map<string, number>();

  constructor(@Inject(TimeseriesRepository) private readonly repository: TimeseriesRepository) {}

  /** The series id of each (sns[i], keys[i]), in that order. */
  async resolve(
    sns: readonly (string | undefined)[],
    keys: readonly (string | undefined)[],
  ): Promise<number[]> {
    const missing = new Map<string, [string, string]>();
    for (let i = 0; i < sns.length; i++) {
      const id = idOf(sns[i] ?? '', keys[i] ?? '');
      if (!this.ids.has(id)) missing.set(id, [sns[i] ?? '', keys[i] ?? '']);
    }
    if (missing.size > 0) {
      const pairs = [...missing.values()];
      const rows = await this.repository.resolveSeries(
        pairs.map(([sn]) => sn),
        pairs.map(([, key]) => key),
      );
      for (const row of rows) this.ids.set(idOf(row.sn, row.key), row.id);
    }
    return sns.map((sn, i) => {
      const id = this.ids.get(idOf(sn ?? '', keys[i] ?? ''));
      if (id === undefined) throw new Error(`no series id for ${sn} ${keys[i]}`);
      return id;
    });
  }
}
