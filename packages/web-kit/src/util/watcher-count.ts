import { useEffect, useRef } from 'react';

/** Spec 9: the watcher counter limit. */
export const watcherLimit = 1000;
const windowMs = 1000;

/**
 * Spec 9 "watcher counter limit 1000 (console log in date picker)": counts how often a component
 * updated within a second and logs once when that passes the limit. No person clicks a thousand
 * times a second: it is an update loop (a value fed back through an effect or a subscription),
 * which React reports only in development while production just burns the CPU; the log names
 * the component that spins.
 */
export function useWatcherCount(name: string, limit = watcherLimit): void {
  const watch = useRef({ since: 0, count: 0, told: false });
  useEffect(() => {
    const counter = watch.current;
    const now = Date.now();
    if (now - counter.since >= windowMs) {
      counter.since = now;
      counter.count = 0;
    }
    counter.count += 1;
    if (counter.count > limit && !counter.told) {
      counter.told = true;
      console.warn(
        `${name}: watcher counter limit ${limit} passed (${counter.count} updates within a second)`,
      );
    }
  });
}
