import type { units } from './units.schema.js';

/** A stored unit, as the units domain hands it to its callers and other domains. */
export type UnitRow = typeof units.$inferSelect;
export type NewUnit = typeof units.$inferInsert;
