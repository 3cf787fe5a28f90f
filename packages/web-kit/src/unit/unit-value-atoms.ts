import { type Atom, atom } from 'jotai';
import { useEffect, useReducer, useState } from 'react';
import { portalStore } from '../state/store.js';
import { unitValuesAtom } from './current-unit.js';
import type { UnitValue } from './unit-values.js';

// Per-key views of the current unit's values. unitValuesAtom stays the one map writers update; each
// key gets an atom that follows its entry. Writers keep the entries of unchanged keys, so a batch of
// live values notifies only the subscribers of the keys in it, and a widget re-renders only when a
// value it shows changed.

const valueAtoms = new Map<string, Atom<UnitValue | undefined>>();

/** The current unit's value of one key ('Board.name' or 'Board.name[3]'); one atom per key. */
export function unitValueAtom(key: string): Atom<UnitValue | undefined> {
  let found = valueAtoms.get(key);
  if (!found) {
    found = atom((get) => get(unitValuesAtom).get(key));
    valueAtoms.set(key, found);
  }
  return found;
}

/** Remembers the keys a component read and subscribes to exactly those. */
class KeyTracker {
  private readonly seen = new Map<string, UnitValue | undefined>();
  private readonly unsubscribes = new Map<string, () => void>();
  private mounted = false;

  constructor(private readonly changed: () => void) {}

  read(key: string): unknown {
    const value = portalStore.get(unitValueAtom(key));
    this.seen.set(key, value);
    // A key first read after mounting (a child rendering on its own) is followed from now on.
    if (this.mounted) this.subscribe(key);
    return value?.value;
  }

  mount(): () => void {
    this.mounted = true;
    for (const key of this.seen.keys()) this.subscribe(key);
    // A value that changed between the render and this subscription would otherwise go unseen.
    if ([...this.seen].some(([key, value]) => portalStore.get(unitValueAtom(key)) !== value)) this.changed();
    return () => {
      this.mounted = false;
      for (const unsubscribe of this.unsubscribes.values()) unsubscribe();
      this.unsubscribes.clear();
    };
  }

  private subscribe(key: string): void {
    if (!this.unsubscribes.has(key))
      this.unsubscribes.set(key, portalStore.sub(unitValueAtom(key), this.changed));
  }
}

/**
 * A reader of the current unit's display values for a component and everything it renders: the
 * component re-renders when a value it (or a child through the reader) read changes, not when any
 * other key does. The reader is a new function on each render, so memos that depend on it follow.
 */
export function useUnitValues(): (key: string) => unknown {
  const [, changed] = useReducer((count: number) => count + 1, 0);
  // One tracker for the component's life (lazy state: made once, stable across renders).
  const [tracker] = useState(() => new KeyTracker(changed));
  useEffect(() => tracker.mount(), [tracker]);
  return (key) => tracker.read(key);
}
