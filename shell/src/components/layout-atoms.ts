import { atom } from '@portal/web-kit';

/** Sidebar collapsed to icons (desktop); remembered for the session's tab. */
export const sidebarCollapsedAtom = atom(false);
export const debugPanelOpenAtom = atom(false);
