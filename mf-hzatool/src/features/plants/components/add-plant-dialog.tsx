import type { CurrentUser } from '@portal/contracts';
import { FormDialog, openModal, Skeleton, useEndpointQuery, Link } from '@portal/web-kit';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { type UnitGroup, bookedYears, groupsNotInTool } from '../plant-rules.js';
import { UnitGroupOption } from './unit-group-option.js';

export interface NewPlant {
  anlageId: string;
  year: number;
}

/** Choose a location's CHP units not yet in the tool and a booked year; resolves the choice. */
export function openAddPlantDialog(user: CurrentUser): Promise<NewPlant | undefined> {
  return openModal<NewPlant>((close, zIndex) => <AddPlantDialog user={user} close={close} zIndex={zIndex} />);
}

function AddPlantDialog({
  user,
  close,
  zIndex,
}: {
  user: CurrentUser;
  close: (result?: NewPlant) => void;
  zIndex: number;
}) {
  const intl = useIntl();
  const units = useEndpointQuery('hzatoolChpunits', { body: {} });
  const [chosen, setChosen] = useState<UnitGroup | null>(null);
  const [year, setYear] = useState<number | null>(null);
  const groups = units.data ? groupsNotInTool(units.data.units) : [];
  const years = chosen ? bookedYears(user, chosen.anlageId) : [];

  const choose = (group: UnitGroup) => {
    setChosen(group);
    setYear(bookedYears(user, group.anlageId)[0] ?? null);
  };

  return (
    <FormDialog
      zIndex={zIndex}
      size="lg"
      title={<FormattedMessage id="mf.hzatool.add.title" />}
      onCancel={() => close(undefined)}
      onSubmit={() => {
        if (chosen && year !== null) close({ anlageId: chosen.anlageId, year });
      }}
      busy={false}
      submitDisabled={chosen === null || year === null}
      submitText={<FormattedMessage id="mf.hzatool.add.submit" />}
      cancelText={<FormattedMessage id="mf.hzatool.cancel" />}
      placeholder={
        units.isPending ? (
          <Skeleton label={intl.formatMessage({ id: 'mf.hzatool.loading' })} lines={4} />
        ) : units.isError ? (
          <Alert variant="danger" className="mb-0">
            {units.error.message}
          </Alert>
        ) : groups.length === 0 ? (
          <p className="mb-0">
            <FormattedMessage id="mf.hzatool.add.none" />
          </p>
        ) : undefined
      }
    >
      <fieldset>
        <legend className="fs-6 fw-semibold">
          <FormattedMessage id="mf.hzatool.add.location" />
        </legend>
        <div className="d-flex flex-column gap-2">
          {groups.map((group) => (
            <UnitGroupOption
              key={group.anlageId}
              group={group}
              checked={chosen?.anlageId === group.anlageId}
              onChoose={() => choose(group)}
            />
          ))}
        </div>
      </fieldset>
      {chosen ? (
        <YearChoice years={years} year={year} onYear={setYear} onServices={() => close(undefined)} />
      ) : null}
    </FormDialog>
  );
}

/** The booked years of the chosen location; none booked points to the shop instead. */
function YearChoice(props: {
  years: readonly number[];
  year: number | null;
  onYear: (year: number) => void;
  /** The link to the shop leaves the dialog. */
  onServices: () => void;
}) {
  if (props.years.length === 0)
    return (
      <Alert variant="info" className="mt-3 mb-0">
        <FormattedMessage id="mf.hzatool.add.notBooked" />{' '}
        <Link to="/services" onClick={props.onServices}>
          <FormattedMessage id="mf.hzatool.toServices" />
        </Link>
      </Alert>
    );
  return (
    <Form.Group controlId="mfh-add-year" className="mt-3">
      <Form.Label>
        <FormattedMessage id="mf.hzatool.add.year" />
      </Form.Label>
      <Form.Select value={props.year ?? ''} onChange={(event) => props.onYear(Number(event.target.value))}>
        {props.years.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
