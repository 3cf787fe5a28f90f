/* eslint-disable @typescript-eslint/no-explicit-any -- wrappers keep the wrapped function's own parameters */
import { guarded } from './closure-errors.js';

export interface Debounced<A extends any[]> {
  (...args: A): void;
  cancel(): void;
}

/** Runs fn once calls have paused for `ms` (e.g. the 500 ms search debounce of spec 9). */
export function debounce<A extends any[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = guarded(`a call delayed by ${ms} ms`, fn);
  const debounced = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => later(...args), ms);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}

/** Runs fn at most once per `ms`, the last call of a burst included (e.g. the 400 ms unit update). */
export function throttle<A extends any[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const call = guarded(`a call throttled to ${ms} ms`, fn);
  const run = () => {
    last = Date.now();
    timer = undefined;
    if (pending) {
      const args = pending;
      pending = undefined;
      call(...args);
    }
  };
  const throttled = (...args: A) => {
    pending = args;
    const wait = ms - (Date.now() - last);
    if (wait <= 0 && !timer) run();
    else timer ??= setTimeout(run, Math.max(wait, 0));
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
