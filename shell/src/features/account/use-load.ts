import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'done'; data: T };

/**
 * Runs `load` on mount and on `reload()`, keeping only the latest answer. Pass a stable function
 * (module level or memoised): a new one loads again.
 */
export function useLoad<T>(load: () => Promise<T>): Loaded<T> & { reload: () => void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a reload shows the loading state again
    setState({ status: 'loading' });
    load().then(
      (data) => current && setState({ status: 'done', data }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [load, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { ...state, reload };
}
