import { languageAtom, sessionAtom, unitMetadata, type UnitMetadata, useAtomValue } from '@portal/web-kit';
import { useMemo } from 'react';

/** The catalog metadata of init in the user's language. */
export function useUnitMetadata(): UnitMetadata | null {
  const session = useAtomValue(sessionAtom);
  const language = useAtomValue(languageAtom);
  return useMemo(
    () => (session.state === 'in' ? unitMetadata(session.init, language) : null),
    [session, language],
  );
}
