// jotai bound to the portal's one store, once (as Excalidraw's editor-jotai.ts binds its isolation):
// the shell and every remote read and write atoms through these, and never name the store.
import {
  type Atom,
  Provider,
  type WritableAtom,
  useAtom as useAtomIn,
  useAtomValue as useAtomValueIn,
  useSetAtom as useSetAtomIn,
} from 'jotai';
import type { ReactNode } from 'react';
import { portalStore } from './store.js';

export { atom, type Atom, type PrimitiveAtom, type WritableAtom } from 'jotai';

type SetAtom<Args extends unknown[], Result> = (...args: Args) => Result;

const inPortal = { store: portalStore };

export function useAtomValue<Value>(atom: Atom<Value>): Awaited<Value> {
  return useAtomValueIn(atom, inPortal);
}

export function useSetAtom<Value, Args extends unknown[], Result>(
  atom: WritableAtom<Value, Args, Result>,
): SetAtom<Args, Result> {
  return useSetAtomIn(atom, inPortal);
}

export function useAtom<Value, Args extends unknown[], Result>(
  atom: WritableAtom<Value, Args, Result>,
): [Awaited<Value>, SetAtom<Args, Result>] {
  return useAtomIn(atom, inPortal);
}

/** Puts the portal store in context too, for code that asks jotai for "the" store (the shell's root). */
export function PortalStateProvider({ children }: { children: ReactNode }) {
  return <Provider store={portalStore}>{children}</Provider>;
}
