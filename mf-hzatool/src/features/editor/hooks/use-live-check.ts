import { useSettledValue } from '@portal/web-kit';

/** Live feedback is asked for once the input has rested this long. */
export const liveCheckDelayMs = 600;

/** The body of a live check once the user has paused typing (its query key changes then only). */
export function useSettledBody<T>(body: T): T {
  // Compared as JSON: a re-render with equal content keeps the settled object (and the cached answer).
  return JSON.parse(useSettledValue(JSON.stringify(body), liveCheckDelayMs)) as T;
}
