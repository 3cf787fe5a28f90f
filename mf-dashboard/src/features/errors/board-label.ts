import { findKind } from '@portal/unit-catalog';
import { currentUnitAtom, languageAtom, useAtomValue } from '@portal/web-kit';

/** A board's name as people read it ('Betriebsdaten' for Hka_Bd), from the unit kind's catalogue. */
export function useBoardLabel(): (board: string) => string {
  const current = useAtomValue(currentUnitAtom);
  const language = useAtomValue(languageAtom);
  const kind = current ? findKind(current.unit.productGroup) : undefined;
  return (board) => kind?.boards.find((entry) => entry.name === board)?.label[language] ?? board;
}
