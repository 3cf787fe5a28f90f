import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type Database } from '../database/database.js';
import { locationPartners, locations } from './locations.schema.js';

export type NewLocation = typeof locations.$inferInsert;

@Injectable()
export class LocationsService {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async create(location: NewLocation, partnerIds: readonly number[]): Promise<void> {
    await this.db.insert(locations).values(location);
    if (partnerIds.length > 0 && location.uuid) {
      const uuid = location.uuid;
      await this.db
        .insert(locationPartners)
        .values(partnerIds.map((partnerId) => ({ locationUuid: uuid, partnerId })));
    }
  }
}
