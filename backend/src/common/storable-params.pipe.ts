import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { refuseRawProblems } from './raw-input.js';

/**
 * Global: path parameters and query values reach SQL too (serials, logins, ids), so their text is
 * checked like bodies. Bodies go through ZodPipe, which the login guard also runs before any pipe.
 */
export class StorableParamsPipe implements PipeTransform<unknown, unknown> {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'param' || metadata.type === 'query')
      refuseRawProblems(value, metadata.data ? [metadata.data] : []);
    return value;
  }
}
