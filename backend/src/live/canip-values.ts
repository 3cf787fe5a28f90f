import type { CanipValue, LiveMessage } from '@portal/contracts';
import { parseDataPointKey } from '@portal/unit-catalog';

/**
 * A unit's value map as CanipValue messages, one per key (facts §5). `age` is how many seconds old
 * the sample is, 0 when fresh; `requestCounters` mark values that answer a request with parameters.
 */
export function canipValueMessages(
  sn: string,
  values: Record<string, unknown>,
  options: { ts: number; now?: number; requestCounters?: Record<string, string> },
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
    };
    const counter = options.requestCounters?.[key];
    if (counter) data.requestCounter = counter;
    messages.push({ action: 'CanipValue', data });
  }
  return messages;
}
