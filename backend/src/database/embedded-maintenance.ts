import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { PeriodicJob } from '../common/periodic-job.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DATABASE_HANDLE, type DatabaseHandle } from './database.js';

// Embedded PGlite has no autovacuum: without it no table was ever analyzed, the planner guessed every
// row count, and the unit list over 100,000 units took 217 instead of 32 ms (docs/adr/0027). This job
// does what autovacuum does on a server, with its default thresholds, one table at a time; and at
// start it analyzes the tables never analyzed (the statistics of row changes start empty).

/**
 * Autovacuum's defaults: a table is analyzed once 50 + 10 % of its rows changed, vacuumed once 50 +
 * 20 % of them are dead or 1,000 + 20 % were inserted since (which marks the pages all-visible, so
 * counts are read from an index alone).
 */
const analyzeBase = 50;
const analyzeShare = 0.1;
const vacuumBase = 50;
const vacuumShare = 0.2;
const insertBase = 1000;
const insertShare = 0.2;

interface DueTable {
  schema: string;
  name: string;
  vacuum: boolean;
}

@Injectable()
export class EmbeddedMaintenance implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('EmbeddedMaintenance');
  private readonly job = new PeriodicJob('analyze and vacuum', this.logger, () => this.maintain());

  constructor(
    @Inject(DATABASE_HANDLE) private readonly handle: DatabaseHandle,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.handle.kind === 'pglite') this.job.start(this.config.maintenance.embeddedMs);
  }

  async onModuleDestroy(): Promise<void> {
    await this.job.stop();
  }

  /** Analyzes (and vacuums) the tables due now; answers when done. A server keeps its own. */
  run(): Promise<void> {
    return this.handle.kind === 'pglite' ? this.job.run() : Promise.resolve();
  }

  private async maintain(): Promise<void> {
    const db = this.handle.db;
    // PGlite reports its row changes to the statistics only when asked (its single backend never idles).
    await db.execute(sql`select pg_stat_force_next_flush()`);
    const due = await this.dueTables();
    for (const table of due) {
      const target = sql`${sql.identifier(table.schema)}.${sql.identifier(table.name)}`;
      await db.execute(table.vacuum ? sql`vacuum (analyze) ${target}` : sql`analyze ${target}`);
      // Other requests take their turn between tables: the embedded database runs one statement at a time.
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (due.length > 0) this.logger.debug(`Analyzed ${due.length} tables`);
  }

  private async dueTables(): Promise<DueTable[]> {
    const rows = sql`greatest(c.reltuples, 0)`;
    const vacuum = sql`(s.n_dead_tup > ${vacuumBase} + ${vacuumShare} * ${rows}
      or s.n_ins_since_vacuum > ${insertBase} + ${insertShare} * ${rows})`;
    const result = await this.handle.db.execute(sql`select s.schemaname as schema, s.relname as name,
        ${vacuum} as vacuum
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      where (c.reltuples < 0 and s.last_analyze is null)
        or s.n_mod_since_analyze > ${analyzeBase} + ${analyzeShare} * ${rows} or ${vacuum}
      order by s.schemaname, s.relname`);
    // Both drivers answer raw queries with { rows }.
    return (result as { rows: DueTable[] }).rows.map((row) => ({
      ...row,
      vacuum: row.vacuum === true,
    }));
  }
}
