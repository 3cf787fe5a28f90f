import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { invalidInput } from './api-exception.js';
import { refuseRawProblems } from './raw-input.js';

/**
 * Validates a body (or a query) with a contracts schema; every failing field gets its message keys
 * (400). The raw input checks (text PostgreSQL cannot store, '__proto__' keys) come first, anywhere
 * in the input.
 */
export class ZodPipe<Schema extends z.ZodType> implements PipeTransform<unknown, z.output<Schema>> {
  constructor(private readonly schema: Schema) {}

  transform(value: unknown): z.output<Schema> {
    refuseRawProblems(value);
    const parsed = this.schema.safeParse(value ?? {});
    if (parsed.success) return parsed.data;
    // A Map, not an object literal: field names come from the caller ('toString', 'constructor').
    const fields = new Map<string, string[]>();
    for (const issue of parsed.error.issues) {
      const field = issue.path.length > 0 ? issue.path.join('.') : '_';
      const keys = fields.get(field) ?? [];
      fields.set(field, keys);
      const key =
        issue.message.includes('.') && !issue.message.includes(' ') ? issue.message : 'validation.invalid';
      if (!keys.includes(key)) keys.push(key);
    }
    throw invalidInput(Object.fromEntries(fields));
  }
}
