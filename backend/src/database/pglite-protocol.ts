// Messages between the portal and the thread that runs embedded PGlite (see pglite-client.ts).
// Everything crosses by structured clone: no functions, so the client names the type OIDs it wants
// left as text instead of passing drizzle's identity parsers.

export type PgliteCall =
  | {
      op: 'query';
      tx?: number;
      sql: string;
      params: unknown[];
      rowMode?: 'array' | 'object';
      asText: number[];
    }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' };

export type PgliteRequest = PgliteCall & { id: number };

/** An error's message and its own fields (PGlite's code, detail, constraint, …), rebuilt as an Error. */
export interface ErrorFields {
  message: string;
  fields: Record<string, unknown>;
}

export type PgliteReply = { id: number; value: unknown } | { id: number; error: ErrorFields };

export interface PgliteHostOptions {
  dataDir: string;
}
