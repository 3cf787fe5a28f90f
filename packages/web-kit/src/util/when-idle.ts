import { useEffect, useState } from 'react';

// Work the first screen does without (ADR 0007) waits until the browser is idle: after the screen is
// drawn, or after a second at the latest while it stays busy.

export const idleTimeoutMs = 1000;

/** Runs `task` when the browser is idle; answers a function that cancels it. */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: idleTimeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}

/** False until the browser has been idle once after the component mounted. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
