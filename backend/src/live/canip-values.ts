import type { CanipValue, LiveMessage } from '@portal/contracts';
import { dataPointKey, parseDataPointKey, unitKinds } from '@portal/unit-catalog';

/** 'board.name' of the data points the catalog marks virtual (computed, not measured). */
const virtualKeys: ReadonlySet<string> = new Set(
  unitKinds.flatMap((kind) =>
    kind.boards.flatMap((board) =>
      board.dataPoints.filter((point) => point.virtual).map((point) => dataPointKey(board.name, point.name)),
    ),
  ),
);

/**
 * A unit's value map as CanipValue messages, one per key (facts §5, spec 3 value record). `age` is
 * how many seconds old the sample is, 0 when fresh; `requestCounters` mark values that answer a
 * request with parameters; `request`: the values answer a session's request; `written`: they were
 * read back after a write.
 */
export function canipValueMessages(
  sn: string,
  values: Record<string, unknown>,
  options: {
    ts: number;
    now?: number;
    requestCounters?: Record<string, string>;
    request?: boolean;
    written?: boolean;
  },
): LiveMessage[] {
  const ageSeconds = Math.max(0, Math.round(((options.now ?? Date.now()) - options.ts) / 1000));
  const messages: LiveMessage[] = [];
  for (const [key, value] of Object.entries(values)) {
    const parsed = parseDataPointKey(key);
    if (!parsed) continue;
    const data: CanipValue = {
      sn,
      boardName: parsed.board,
      dataPointName: parsed.name,
      index: parsed.index ?? null,
      array: parsed.index !== undefined,
      size: false,
      age: ageSeconds <= 1 ? 0 : ageSeconds,
      value,
      ts: options.ts,
      function: options.written ? 'WritePos' : 'ReadPos',
      archive: false,
      virtual: virtualKeys.has(dataPointKey(parsed.board, parsed.name)),
      request: options.request ?? false,
    };
    const counter = options.requestCounters?.[key];
    if (counter) data.requestCounter = counter;
    messages.push({ action: 'CanipValue', data });
  }
  return messages;
}
