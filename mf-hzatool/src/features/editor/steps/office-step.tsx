import type { HzaByPlzResponse, HzaOffice } from '@portal/contracts';
import { Skeleton, useErrorText } from '@portal/web-kit';
import Alert from 'react-bootstrap/Alert';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StepProps } from '../editor-state.js';
import { type ChooseOffice, useOfficeLookup } from '../hooks/use-office-lookup.js';
import { DssLookup } from './dss-lookup.js';
import { OfficeCard } from './office-card.js';
import { OfficeChoice } from './office-choice.js';
import { CandidateNotice, PlacePicker } from './plz-notes.js';

/**
 * Step 2: the competent main customs office, found from the applicant's postcode or an office key;
 * where neither names one office, the user chooses (the county table is only partly verified).
 */
export function OfficeStep(props: StepProps) {
  const { init, readOnly } = props;
  const intl = useIntl();
  const { plz, validPlz, choice, byPlz, setPlace, choose, chosen } = useOfficeLookup(props);

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
          <PlzAnswer
            {...{ plz, readOnly, choose }}
            answer={byPlz.data}
            offices={init.offices}
            officeKey={choice.officeKey}
            onPlace={setPlace}
          />
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

/** What the postcode says: its counties and places, and a choice where it names no single office. */
function PlzAnswer(props: {
  plz: string;
  answer: HzaByPlzResponse;
  offices: readonly HzaOffice[];
  officeKey: string | undefined;
  choose: ChooseOffice;
  onPlace: (place: string) => void;
  readOnly: boolean;
}) {
  const { plz, answer, offices, officeKey, choose, readOnly } = props;
  const errorText = useErrorText();
  return (
    <div className="d-flex flex-column gap-2">
      <p className="mb-0">
        <FormattedMessage
          id="mf.hzatool.office.counties"
          values={{ plz, counties: answer.counties.map((county) => county.name).join(', ') || '–' }}
        />
      </p>
      <PlacePicker answer={answer} onPick={props.onPlace} readOnly={readOnly} />
      <CandidateNotice answer={answer} />
      {answer.match === 'ambiguous' ? (
        <>
          <Alert variant="info" className="mb-0">
            {errorText(answer.messageKey ?? 'hzatool.plz.ambiguous')}
          </Alert>
          <OfficeChoice
            offices={candidatesFirst(answer, offices)}
            value={officeKey}
            onChoose={(office) => choose(office, 'plz')}
            readOnly={readOnly}
          />
        </>
      ) : answer.match === 'none' ? (
        <>
          <Alert variant="warning" className="mb-0">
            {errorText(answer.messageKey ?? 'hzatool.plz.nooffice')}
          </Alert>
          <OfficeChoice
            offices={offices}
            value={officeKey}
            onChoose={(office) => choose(office, 'manual')}
            readOnly={readOnly}
          />
        </>
      ) : null}
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
