import type { AlarmScope } from '@portal/contracts';
import { SearchBox, useEndpointQuery } from '@portal/web-kit';
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';

/** A unit or location chosen for an exception, with the name the list shows. */
export interface PickedScope {
  scope: Exclude<AlarmScope, 'all'>;
  ref: string;
  name: string;
}

const resultCount = 8;

/**
 * Finds a unit or location the way the unit list does (name, serial, location, address) and offers
 * each hit and its location to choose: an installer with hundreds of units types, not scrolls.
 */
export function ScopePicker({
  picked,
  onPick,
}: {
  picked: PickedScope | undefined;
  onPick: (scope: PickedScope) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [search, setSearch] = useState('');
  const found = useEndpointQuery(
    'units',
    { body: { limit: resultCount, offset: 0, filter: { search } } },
    { enabled: search !== '', keepPrevious: true },
  );
  const options: PickedScope[] = [];
  for (const unit of found.data?.units ?? []) {
    options.push({
      scope: 'unit',
      ref: unit.seriennummer,
      name: intl.formatMessage(
        { id: 'mf.fleet.notify.scope.unitLabel' },
        { name: unit.benennung || unit.productGroup, sn: unit.seriennummer },
      ),
    });
    if (unit.locationUuid && !options.some((o) => o.ref === unit.locationUuid))
      options.push({
        scope: 'location',
        ref: unit.locationUuid,
        name: unit.standortName ?? unit.location ?? '',
      });
  }
  return (
    <div className="d-flex flex-column gap-2">
      <SearchBox
        initial=""
        onSearch={setSearch}
        label={intl.formatMessage({ id: 'mf.fleet.notify.scope.search' })}
        placeholder={intl.formatMessage({ id: 'mf.fleet.notify.scope.searchHint' })}
      />
      {search === '' ? null : (
        <fieldset aria-busy={found.isFetching}>
          <legend className="fs-6 fw-semibold mb-1">
            <FormattedMessage id="mf.fleet.notify.scope.results" />
          </legend>
          {found.isSuccess && options.length === 0 ? (
            <p className="text-body-secondary mb-0" role="status">
              <FormattedMessage id="mf.fleet.notify.scope.none" />
            </p>
          ) : null}
          {options.map((option) => (
            <Form.Check
              key={`${option.scope}:${option.ref}`}
              type="radio"
              name={`${id}-scope`}
              id={`${id}-${option.scope}-${option.ref}`}
              checked={picked?.scope === option.scope && picked.ref === option.ref}
              onChange={() => onPick(option)}
              label={
                <>
                  <i
                    className={`bi ${option.scope === 'unit' ? 'bi-cpu' : 'bi-geo-alt'} me-1 text-body-secondary`}
                    aria-hidden
                  />
                  <span className="visually-hidden">
                    <FormattedMessage id={`mf.fleet.notify.follow.${option.scope}`} />:{' '}
                  </span>
                  {option.name}
                </>
              }
            />
          ))}
        </fieldset>
      )}
    </div>
  );
}
