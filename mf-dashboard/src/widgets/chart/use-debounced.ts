import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `ms` (the chart loads after the picker settles). */
export function useDebounced<T>(value: T, ms: number, same: (a: T, b: T) => boolean): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (same(settled, value)) return;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, settled, ms, same]);
  return settled;
}
