import type { SkinTheme } from '@portal/contracts';
import { atom } from '@portal/web-kit';

/** The loaded style remote's theme (logo, help base); undefined when even `none` failed. */
export const skinThemeAtom = atom<SkinTheme | undefined>(undefined);
