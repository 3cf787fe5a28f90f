import { atom } from '@portal/web-kit';

/** The one widget in edit mode (spec 4: pressing edit makes every other widget leave it). */
export const editingWidgetAtom = atom<string | null>(null);
