import type { HzaByPlzResponse, HzaOffice, HzaOfficeChoice } from '@portal/contracts';
import { Skeleton, useEndpointQuery, useErrorText } from '@portal/web-kit';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StepProps } from '../editor-state.js';
import { DssLookup } from './dss-lookup.js';
import { OfficeCard } from './office-card.js';
import { OfficeChoice } from './office-choice.js';
import { CandidateNotice, PlacePicker } from './plz-notes.js';

/**
 * Step 2: the competent main customs office, found from the applicant's postcode or an office key;
 * where neither names one office, the user chooses (the county table is only partly verified).
 */
export function OfficeStep({ init, application, update, readOnly }: StepProps) {
  const intl = useIntl();
  const errorText = useErrorText();
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
  const choose = (office: HzaOffice, source: NonNullable<HzaOfficeChoice['source']>) =>
    update('office', { officeKey: office.key, source });

  // A unique office for the postcode is taken unless the user chose one another way.
  const unique =
    byPlz.data?.match === 'unique' && !byPlz.isPlaceholderData ? byPlz.data.offices[0] : undefined;
  useEffect(() => {
    if (readOnly || unique === undefined) return;
    if (choice.source === undefined || (choice.source === 'plz' && choice.officeKey !== unique.key))
      update('office', { officeKey: unique.key, source: 'plz' });
  }, [readOnly, unique, choice.source, choice.officeKey, update]);

  const known = [...init.offices, ...(byPlz.data?.offices ?? [])];
  const chosen = known.find((office) => office.key === choice.officeKey);

  return (
    <div className="d-flex flex-column gap-4">
      <section aria-labelledby="mfh-office-plz">
        <h3 id="mfh-office-plz" className="h6">
          <FormattedMessage id="mf.hzatool.office.byPlz" />
        </h3>
        {!validPlz ? (
          <p className="text-body-secondary mb-0">
            <FormattedMessage id="mf.hzatool.office.noPlz" />
          </p>
        ) : byPlz.isPending ? (
          <Skeleton label={intl.formatMessage({ id: 'mf.hzatool.loading' })} lines={2} />
        ) : byPlz.isError ? (
          <Alert variant="danger" className="mb-0">
            {byPlz.error.message}
          </Alert>
        ) : (
          <div className="d-flex flex-column gap-2">
            <p className="mb-0">
              <FormattedMessage
                id="mf.hzatool.office.counties"
                values={{ plz, counties: byPlz.data.counties.map((county) => county.name).join(', ') || '–' }}
              />
            </p>
            <PlacePicker answer={byPlz.data} onPick={setPlace} readOnly={readOnly} />
            <CandidateNotice answer={byPlz.data} />
            {byPlz.data.match === 'ambiguous' ? (
              <>
                <Alert variant="info" className="mb-0">
                  {errorText(byPlz.data.messageKey ?? 'hzatool.plz.ambiguous')}
                </Alert>
                <OfficeChoice
                  offices={candidatesFirst(byPlz.data, init.offices)}
                  value={choice.officeKey}
                  onChoose={(office) => choose(office, 'plz')}
                  readOnly={readOnly}
                />
              </>
            ) : byPlz.data.match === 'none' ? (
              <>
                <Alert variant="warning" className="mb-0">
                  {errorText(byPlz.data.messageKey ?? 'hzatool.plz.nooffice')}
                </Alert>
                <OfficeChoice
                  offices={init.offices}
                  value={choice.officeKey}
                  onChoose={(office) => choose(office, 'manual')}
                  readOnly={readOnly}
                />
              </>
            ) : null}
          </div>
        )}
      </section>
      <DssLookup
        offices={init.offices}
        value={choice.officeKey}
        readOnly={readOnly}
        onFound={(office) => choose(office, 'dss')}
        onChosen={(office) => choose(office, 'manual')}
      />
      {chosen ? <OfficeCard office={chosen} /> : null}
    </div>
  );
}

/**
 * The offices to choose from: the candidates, and where part of the postcode has no known office,
 * every other office after them (the right one may be none of the candidates).
 */
function candidatesFirst(answer: HzaByPlzResponse, all: readonly HzaOffice[]): HzaOffice[] {
  if (answer.messageKey !== 'hzatool.plz.partlyunknown') return answer.offices;
  const found = new Set(answer.offices.map((office) => office.key));
  return [...answer.offices, ...all.filter((office) => !found.has(office.key))];
}
