import { findKind } from '@portal/unit-catalog';
import { currentUnitAtom, languageAtom, portalStore } from '@portal/web-kit';
import { useAtomValue } from 'jotai';

/** A board's name as people read it ('Betriebsdaten' for Hka_Bd), from the unit kind's catalogue. */
export function useBoardLabel(): (board: string) => string {
  const current = useAtomValue(currentUnitAtom, { store: portalStore });
  const language = useAtomValue(languageAtom, { store: portalStore });
  const kind = current ? findKind(current.unit.productGroup) : undefined;
  return (board) => kind?.boards.find((entry) => entry.name === board)?.label[language] ?? board;
}
