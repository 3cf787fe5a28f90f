import type { HzaOffice, HzaOfficeChoice } from '@portal/contracts';
import { useEndpointQuery } from '@portal/web-kit';
import { useEffect, useState } from 'react';
import type { StepProps } from '../editor-state.js';

export type ChooseOffice = (office: HzaOffice, source: NonNullable<HzaOfficeChoice['source']>) => void;

/**
 * The office step's state: the offices the applicant's postcode (and place) point to, the choice
 * made, and the office chosen. A unique office for the postcode is taken unless the user chose one
 * another way.
 */
export function useOfficeLookup({ init, application, update, readOnly }: StepProps) {
  const plz = application.applicant?.plz ?? '';
  const validPlz = /^\d{5}$/.test(plz);
  const choice: HzaOfficeChoice = application.office ?? {};
  // The applicant's town first; where the postcode's places lie in different districts, the one picked.
  const [place, setPlace] = useState((application.applicant?.city ?? '').trim());
  const byPlz = useEndpointQuery(
    'hzatoolHzaByPlz',
    { query: place === '' ? { plz } : { plz, place } },
    { enabled: validPlz, keepPrevious: true },
  );
  const choose: ChooseOffice = (office, source) => update('office', { officeKey: office.key, source });

  const unique =
    byPlz.data?.match === 'unique' && !byPlz.isPlaceholderData ? byPlz.data.offices[0] : undefined;
  useEffect(() => {
    if (readOnly || unique === undefined) return;
    if (choice.source === undefined || (choice.source === 'plz' && choice.officeKey !== unique.key))
      update('office', { officeKey: unique.key, source: 'plz' });
  }, [readOnly, unique, choice.source, choice.officeKey, update]);

  const known = [...init.offices, ...(byPlz.data?.offices ?? [])];
  const chosen = known.find((office) => office.key === choice.officeKey);

  return { plz, validPlz, choice, byPlz, setPlace, choose, chosen };
}
