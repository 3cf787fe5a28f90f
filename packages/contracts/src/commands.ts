import { z } from 'zod';

// Set-point commands (issue 44, docs/adr/0022-commands-and-campaigns.md): every write to a unit is a
// command that moves queued → sent → acknowledged (the unit took it) → confirmed (read back as
// written), or ends failed (with the reason), cancelled or expired. A write to an offline unit waits
// in the queue until the unit comes back or the command expires.

export const commandStates = [
  'queued',
  'sent',
  'acknowledged',
  'confirmed',
  'failed',
  'cancelled',
  'expired',
] as const;
export type CommandState = (typeof commandStates)[number];

/** States a command does not leave. */
export const finalCommandStates: readonly CommandState[] = ['confirmed', 'failed', 'cancelled', 'expired'];

export function isFinalCommandState(state: CommandState): boolean {
  return finalCommandStates.includes(state);
}

export const commandLimits = {
  /** Hours a queued command waits for its offline unit: the user chooses, 24 by default. */
  expiryHours: { min: 1, max: 168, default: 24 },
  /** Commands waiting per unit at most (a full queue refuses more: exception.commandqueuefull). */
  queuedPerUnit: 20,
  /** Finished commands listed per unit. */
  recentListed: 20,
} as const;

export const commandExpirySchema = z
  .number()
  .int()
  .min(commandLimits.expiryHours.min)
  .max(commandLimits.expiryHours.max);

export const commandSchema = z.object({
  id: z.number().int().positive(),
  sn: z.string(),
  state: z.enum(commandStates),
  /** Key → value as asked (display units). */
  values: z.record(z.string(), z.unknown()),
  /** Key → value read back after the write (display units); empty until confirmed or failed. */
  readBack: z.record(z.string(), z.unknown()),
  /** Why it failed: a message key (exception.*, write.*), with the refused keys in `errors`. */
  reason: z.string().nullable(),
  /** Refused key → write.* reason, as the unit answered. */
  errors: z.record(z.string(), z.string()),
  createdBy: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** When a queued command gives up; null once sent. */
  expiresAt: z.iso.datetime().nullable(),
  /** The campaign the command belongs to, if any. */
  campaignId: z.number().int().nullable(),
});
export type UnitCommand = z.infer<typeof commandSchema>;

export const commandListResponseSchema = z.object({
  /** Queued and on their way, oldest first. */
  pending: z.array(commandSchema),
  /** The last finished ones, newest first. */
  recent: z.array(commandSchema),
});
export type CommandListResponse = z.infer<typeof commandListResponseSchema>;

export const commandIdParamSchema = z.coerce.number().int().positive().max(2_147_483_647);
