import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import { notFound } from '../common/api-exception.js';
import { type FileRow, FilesRepository, type NewFile } from './files.repository.js';

const fileId = z.uuid();

@Injectable()
export class FilesService {
  constructor(@Inject(FilesRepository) private readonly files: FilesRepository) {}

  /** A file its owner (or staff who see everything) may read; anything else is "not found". */
  async readable(id: string, reader: { id: number }, readsAll: boolean): Promise<FileRow> {
    if (!fileId.safeParse(id).success) throw notFound();
    const row = await this.files.find(id);
    if (!row || (!readsAll && row.ownerId !== reader.id)) throw notFound();
    return row;
  }

  store(file: NewFile): Promise<FileRow> {
    return this.files.insert(file);
  }
}
