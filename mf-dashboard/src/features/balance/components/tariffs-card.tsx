import { type BalanceUnitKind, balanceFuels } from '@portal/contracts';
import { Skeleton, SkeletonLine, useErrorText } from '@portal/web-kit';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, useIntl } from 'react-intl';
import { type PriceField, type TariffsForm, useTariffsForm } from '../hooks/use-tariffs-form.js';
import { SectionCard } from './section-card.js';
import { useFigures } from './use-figures.js';

type Draft = NonNullable<TariffsForm['draft']>;

const hourFields = new Set<PriceField>(['chpBonusHoursPerYear', 'chpBonusTotalHours']);

/** The field's label: a heat pump's fuel price is the reference boiler's gas price. */
function labelId(form: TariffsForm, field: PriceField) {
  return form.heatPump && field === 'fuelCentPerKWh'
    ? 'mf.dashboard.balance.tariffs.referenceGasCentPerKWh'
    : (`mf.dashboard.balance.tariffs.${field}` as const);
}

function PriceInput({ form, field, draft }: { form: TariffsForm; field: PriceField; draft: Draft }) {
  const errorText = useErrorText();
  const error = form.errors[field];
  const id = `balance-tariff-${field}`;
  const help = field === 'fuelKWhPerHour' ? `${id}-help` : '';
  return (
    <Form.Group className="col-12 col-sm-6" controlId={id}>
      <Form.Label className="small">
        <FormattedMessage id={labelId(form, field)} />
      </Form.Label>
      <Form.Control
        inputMode="decimal"
        value={draft[field]}
        isInvalid={error !== undefined}
        onChange={(event) => form.change(field, event.target.value)}
        aria-describedby={[`${id}-error`, help].filter(Boolean).join(' ')}
      />
      {help ? (
        <Form.Text id={help}>
          <FormattedMessage id="mf.dashboard.balance.tariffs.fuelKWhPerHourHelp" />
        </Form.Text>
      ) : null}
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error ? errorText(error) : null}
      </Form.Control.Feedback>
    </Form.Group>
  );
}

function FuelSelect({ form, draft }: { form: TariffsForm; draft: Draft }) {
  const intl = useIntl();
  return (
    <Form.Group className="col-12 col-sm-6" controlId="balance-tariff-fuel">
      <Form.Label className="small">
        <FormattedMessage id="mf.dashboard.balance.tariffs.fuel" />
      </Form.Label>
      <Form.Select value={draft.fuel} onChange={(event) => form.change('fuel', event.target.value)}>
        <option value="">{intl.formatMessage({ id: 'mf.dashboard.balance.tariffs.fuel.unit' })}</option>
        {balanceFuels.map((fuel) => (
          <option key={fuel} value={fuel}>
            {intl.formatMessage({ id: `mf.dashboard.balance.fuel.${fuel}` })}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

function TariffsEditor({ form, draft }: { form: TariffsForm; draft: Draft }) {
  return (
    <Form noValidate onSubmit={form.submit} className="row g-3">
      {form.fields.map((field) => (
        <PriceInput key={field} form={form} field={field} draft={draft} />
      ))}
      {form.heatPump ? null : <FuelSelect form={form} draft={draft} />}
      <div className="col-12 d-flex gap-2 justify-content-end">
        <Button variant="outline-secondary" onClick={form.cancel} disabled={form.busy}>
          <FormattedMessage id="mf.dashboard.balance.tariffs.cancel" />
        </Button>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? <Spinner size="sm" className="me-2" aria-hidden /> : null}
          <FormattedMessage id="mf.dashboard.balance.tariffs.save" />
        </Button>
      </div>
    </Form>
  );
}

function TariffsView({ form }: { form: TariffsForm }) {
  const f = useFigures();
  const tariffs = form.query.data?.tariffs;
  if (!tariffs)
    return (
      <p className="small text-body-secondary mb-0">
        <FormattedMessage id="mf.dashboard.balance.tariffs.empty" />
      </p>
    );
  return (
    <dl className="mfd-balance-list row g-0 mb-0 small">
      {form.fields.map((field) => (
        <div key={field} className="col-12 col-sm-6 d-flex justify-content-between gap-3 py-1 pe-sm-3">
          <dt className="fw-normal text-body-secondary">
            <FormattedMessage id={labelId(form, field)} />
          </dt>
          <dd className="mb-0 text-nowrap">{f.number(tariffs[field], hourFields.has(field) ? 0 : 2)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The unit's tariffs: shown to everyone who sees the balance, edited by its operator and admins;
 * those its kind has a use for (none asked before the balance says what the unit is).
 */
export function TariffsCard({ sn, kind }: { sn: string; kind: BalanceUnitKind | undefined }) {
  const intl = useIntl();
  const form = useTariffsForm(sn, kind);
  const mayEdit = form.query.data?.mayEdit === true;
  return (
    <SectionCard
      titleId="mf.dashboard.balance.tariffs"
      aside={
        <>
          {mayEdit && !form.draft ? (
            <Button size="sm" variant="outline-primary" onClick={form.edit}>
              <i className="bi bi-pencil me-1" aria-hidden />
              <FormattedMessage id="mf.dashboard.balance.tariffs.edit" />
            </Button>
          ) : null}
          {form.query.data && !mayEdit ? (
            <span className="small text-body-secondary">
              <FormattedMessage id="mf.dashboard.balance.tariffs.readOnly" />
            </span>
          ) : null}
        </>
      }
    >
      {form.query.isPending ? (
        <Skeleton label={intl.formatMessage({ id: 'mf.dashboard.balance.loading' })}>
          <SkeletonLine width="60%" />
          <SkeletonLine width="40%" />
        </Skeleton>
      ) : form.draft ? (
        <TariffsEditor form={form} draft={form.draft} />
      ) : (
        <TariffsView form={form} />
      )}
    </SectionCard>
  );
}
