import { languageAtom, portalStore, sessionAtom, unitMetadata, type UnitMetadata } from '@portal/web-kit';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';

/** The catalog metadata of init in the user's language. */
export function useUnitMetadata(): UnitMetadata | null {
  const session = useAtomValue(sessionAtom, { store: portalStore });
  const language = useAtomValue(languageAtom, { store: portalStore });
  return useMemo(
    () => (session.state === 'in' ? unitMetadata(session.init, language) : null),
    [session, language],
  );
}
