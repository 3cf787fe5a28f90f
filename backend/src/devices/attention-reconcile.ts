import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DATABASE_HANDLE, type DatabaseHandle } from '../database/database.js';
import { reconcileAttention } from './stored-attention.js';

/**
 * At start-up, stores every unit's attention where it differs from its glance and presence: rows
 * stored before the columns were (the migration adds them with defaults), or left behind by a write
 * that stopped between a glance or presence and its attention (docs/adr/0026-stored-attention.md).
 */
@Injectable()
export class AttentionReconcile implements OnApplicationBootstrap {
  private readonly logger = new Logger('Attention');

  constructor(@Inject(DATABASE_HANDLE) private readonly handle: DatabaseHandle) {}

  async onApplicationBootstrap(): Promise<void> {
    const changed = await this.handle.exclusive('attention', () => reconcileAttention(this.handle.db));
    if (changed > 0) this.logger.log(`stored attention of ${changed} units brought up to date`);
  }
}
