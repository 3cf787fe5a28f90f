import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DATABASE, DATABASE_HANDLE, type Database, type DatabaseHandle, openDatabase } from './database.js';
import { EmbeddedMaintenance } from './embedded-maintenance.js';

@Global()
@Module({
  providers: [
    {
      provide: DATABASE_HANDLE,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig): Promise<DatabaseHandle> => {
        const handle = await openDatabase(config);
        new Logger('Database').log(
          `Using ${handle.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL server'}; migrations applied`,
        );
        return handle;
      },
    },
    {
      provide: DATABASE,
      inject: [DATABASE_HANDLE],
      useFactory: (handle: DatabaseHandle): Database => handle.db,
    },
    EmbeddedMaintenance,
  ],
  exports: [DATABASE, DATABASE_HANDLE, EmbeddedMaintenance],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(DATABASE_HANDLE) private readonly handle: DatabaseHandle) {}

  async onApplicationShutdown(): Promise<void> {
    await this.handle.close();
  }
}
