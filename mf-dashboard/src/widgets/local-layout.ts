import { currentUserAtom, layoutStoragePrefix, portalStore, atom } from '@portal/web-kit';

// Local layout settings (spec 3): items and groups a user removed and widget sizes, kept per user
// in this browser under web-kit's layoutStoragePrefix, which the debug sidebar's 'reset layout' clears.

export interface LocalLayout {
  removedItemIds: string[];
  removedGroupIds: string[];
  /** Keyed `${pageKey}_${itemId}`. */
  guiItemSettings: Record<string, { width?: number; height?: number }>;
}

const empty: LocalLayout = { removedItemIds: [], removedGroupIds: [], guiItemSettings: {} };

function read(key: string): LocalLayout {
  try {
    const stored = globalThis.localStorage?.getItem(key);
    return stored ? { ...empty, ...(JSON.parse(stored) as Partial<LocalLayout>) } : empty;
  } catch {
    return empty;
  }
}

const layoutsAtom = atom<Record<string, LocalLayout>>({});

/** The signed-in user's local layout; writing it stores it. */
export const localLayoutAtom = atom(
  (get) => {
    const key = `${layoutStoragePrefix}${get(currentUserAtom)?.data.login ?? ''}`;
    return get(layoutsAtom)[key] ?? read(key);
  },
  (get, set, update: (layout: LocalLayout) => LocalLayout) => {
    const key = `${layoutStoragePrefix}${get(currentUserAtom)?.data.login ?? ''}`;
    const next = update(get(layoutsAtom)[key] ?? read(key));
    try {
      globalThis.localStorage?.setItem(key, JSON.stringify(next));
    } catch {
      // Private mode: the change lasts for this page only.
    }
    set(layoutsAtom, (all) => ({ ...all, [key]: next }));
  },
);

export const itemSettingKey = (pageKey: string, itemId: string) => `${pageKey}_${itemId}`;

export function removeItem(itemId: string): void {
  portalStore.set(localLayoutAtom, (layout) => ({
    ...layout,
    removedItemIds: [...new Set([...layout.removedItemIds, itemId])],
  }));
}

export function removeGroup(groupId: string): void {
  portalStore.set(localLayoutAtom, (layout) => ({
    ...layout,
    removedGroupIds: [...new Set([...layout.removedGroupIds, groupId])],
  }));
}

export function resizeItem(pageKey: string, itemId: string, size: { width?: number; height?: number }): void {
  const key = itemSettingKey(pageKey, itemId);
  portalStore.set(localLayoutAtom, (layout) => ({
    ...layout,
    guiItemSettings: { ...layout.guiItemSettings, [key]: { ...layout.guiItemSettings[key], ...size } },
  }));
}
