import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { invalidInput } from './api-exception.js';

/** Validates a body with a contracts schema; every failing field gets its message keys (400). */
export class ZodPipe<Schema extends z.ZodType> implements PipeTransform<unknown, z.output<Schema>> {
  constructor(private readonly schema: Schema) {}

  transform(value: unknown): z.output<Schema> {
    const parsed = this.schema.safeParse(value ?? {});
    if (parsed.success) return parsed.data;
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.length > 0 ? issue.path.join('.') : '_';
      const keys = (fields[field] ??= []);
      const key =
        issue.message.includes('.') && !issue.message.includes(' ') ? issue.message : 'validation.invalid';
      if (!keys.includes(key)) keys.push(key);
    }
    throw invalidInput(fields);
  }
}
