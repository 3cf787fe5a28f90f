import { Inject, Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service.js';
import { notFound } from '../common/api-exception.js';
import { DATABASE, type Database } from '../database/database.js';
import type { SessionUser } from '../auth/session-user.js';
import { type FileRow, HzatoolRepository } from './hzatool.repository.js';
import { HzatoolService } from './hzatool.service.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The stored documents of the tool: read one, delete one. */
@Injectable()
export class HzatoolFilesService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(HzatoolService) private readonly hzatool: HzatoolService,
    @Inject(HzatoolRepository) private readonly repository: HzatoolRepository,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  /** A stored file by its id; an id that is no uuid is a file that does not exist. */
  private async stored(id: string): Promise<FileRow> {
    if (!uuidPattern.test(id)) throw notFound();
    const row = await this.repository.file(id.toLowerCase());
    if (!row) throw notFound();
    return row;
  }

  /** GET /hzatool/file/{id}: a stored file of a plant the user may see. */
  async file(user: SessionUser, id: string): Promise<{ name: string; mime: string; bytes: Buffer }> {
    const row = await this.stored(id);
    await this.hzatool.location(user, row.anlageId);
    return row;
  }

  /**
   * POST /hzatool/deleteFile/{id} (audited): by those who may make the plant's documents of that
   * year; a file of a plant the caller does not see is refused like one that does not exist there.
   */
  async deleteFile(user: SessionUser, id: string): Promise<void> {
    const row = await this.stored(id);
    await this.hzatool.bookedLocation(user, row.anlageId, row.year);
    await this.db.transaction(async (tx) => {
      if (!(await this.repository.deleteFile(tx, row.id))) throw notFound();
      await this.audit.record(
        {
          actor: user.login,
          action: 'hzatool.deleteDocument',
          details: { anlageId: row.anlageId, year: row.year, kind: row.kind, fileId: row.id },
        },
        tx,
      );
    });
  }
}
