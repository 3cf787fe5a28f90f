import { Injectable } from '@nestjs/common';
import { type InitMetadata, initMetadata } from '@portal/unit-catalog';

/** Serves the unit catalog's metadata; it never changes while the backend runs, so it is built once. */
@Injectable()
export class CatalogService {
  private readonly metadata: InitMetadata = initMetadata();

  /** The data point, enum, structure and text parts of /rest/info/init (facts §5 shape). */
  initMetadata(): InitMetadata {
    return this.metadata;
  }
}
