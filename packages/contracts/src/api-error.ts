import { z } from 'zod';

/** Body of every non-2xx answer; 400s add the per-field message keys. */
export const apiErrorSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  key: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
