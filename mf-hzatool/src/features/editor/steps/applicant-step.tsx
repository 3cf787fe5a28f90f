import type { HzaApplicant } from '@portal/contracts';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextField } from '../../../components/text-field.js';
import { type ApplicantField, applicantErrors } from '../applicant-checks.js';
import type { StepProps } from '../editor-state.js';

/** Step 1: who applies, where the money goes, first or follow-up application (form 1135 page 1). */
export function ApplicantStep(props: StepProps) {
  const form = applicantForm(props);
  return (
    <div className="d-flex flex-column gap-4">
      <WhoFieldset form={form} />
      <fieldset>
        <legend className="fs-6 fw-semibold">
          <FormattedMessage id="mf.hzatool.applicant.bank" />
        </legend>
        <div className="row g-3">
          <div className="col-12 col-md-6">{form.field('accountHolder', { maxLength: 80 })}</div>
          <div className="col-12 col-md-6">{form.field('iban', { maxLength: 40, autoComplete: 'off' })}</div>
          <div className="col-12 col-md-6">{form.field('bic', { maxLength: 11, autoComplete: 'off' })}</div>
        </div>
      </fieldset>
      <KindFieldset form={form} />
    </div>
  );
}

/** The applicant's entries, how a change is written, and one of its text fields with its error. */
function applicantForm({ application, update, readOnly, unsaved }: StepProps) {
  const applicant: HzaApplicant = application.applicant ?? {};
  const errors = applicantErrors(applicant);
  const set = (patch: Partial<HzaApplicant>) => update('applicant', patch);
  const field = (name: ApplicantField, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={<FormattedMessage id={`mf.hzatool.applicant.${name}`} />}
      value={applicant[name]}
      onChange={(value) => set({ [name]: value })}
      error={errors[name] ?? unsaved[`applicant.${name}`]}
      readOnly={readOnly}
      {...extra}
    />
  );
  return { applicant, set, field, readOnly, unsaved };
}

type ApplicantForm = ReturnType<typeof applicantForm>;

function WhoFieldset({ form: { applicant, set, field, readOnly, unsaved } }: { form: ApplicantForm }) {
  const hasFirm = (applicant.firma ?? '').trim() !== '';
  return (
    <fieldset>
      <legend className="fs-6 fw-semibold">
        <FormattedMessage id="mf.hzatool.applicant.who" />
      </legend>
      <div className="row g-3">
        <div className="col-12 col-md-6">{field('name', { autoComplete: 'name', maxLength: 80 })}</div>
        <div className="col-12 col-md-6">
          <TextField
            label={<FormattedMessage id="mf.hzatool.applicant.firma" />}
            value={applicant.firma}
            // Without a company there is no VAT id to ask for (spec 5).
            onChange={(value) =>
              set(value.trim() === '' ? { firma: value, umsatzsteuerId: undefined } : { firma: value })
            }
            error={unsaved['applicant.firma']}
            readOnly={readOnly}
            autoComplete="organization"
            maxLength={80}
          />
        </div>
        <div className="col-12 col-md-6">
          {field('umsatzsteuerId', {
            disabled: !hasFirm,
            required: hasFirm,
            maxLength: 20,
            help: <FormattedMessage id="mf.hzatool.applicant.umsatzsteuerId.help" />,
          })}
        </div>
        <div className="col-12 col-md-6">
          {field('email', { type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: 120 })}
        </div>
        <div className="col-12">{field('street', { autoComplete: 'street-address', maxLength: 80 })}</div>
        <div className="col-5 col-md-3">
          {field('plz', { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 5 })}
        </div>
        <div className="col-7 col-md-9">
          {field('city', { autoComplete: 'address-level2', maxLength: 80 })}
        </div>
        <div className="col-12 col-md-6">
          {field('companyNumber', {
            inputMode: 'numeric',
            maxLength: 5,
            help: <FormattedMessage id="mf.hzatool.applicant.companyNumber.help" />,
          })}
        </div>
      </div>
    </fieldset>
  );
}

/** First or follow-up application; a follow-up names the plant's number at customs. */
function KindFieldset({ form: { applicant, set, field, readOnly } }: { form: ApplicantForm }) {
  const intl = useIntl();
  return (
    <fieldset>
      <legend className="fs-6 fw-semibold">
        <FormattedMessage id="mf.hzatool.applicant.kind" />
      </legend>
      {(['first', 'followUp'] as const).map((kind) => (
        <Form.Check
          key={kind}
          type="radio"
          id={`mfh-kind-${kind}`}
          name="mfh-kind"
          label={intl.formatMessage({ id: `mf.hzatool.applicant.kind.${kind}` })}
          checked={applicant.applicationKind === kind}
          disabled={readOnly}
          onChange={() => set({ applicationKind: kind })}
        />
      ))}
      {applicant.applicationKind === 'followUp' ? (
        <div className="mt-2 col-12 col-md-6">
          {field('customsPlantNumber', {
            maxLength: 40,
            help: <FormattedMessage id="mf.hzatool.applicant.customsPlantNumber.help" />,
          })}
        </div>
      ) : null}
    </fieldset>
  );
}
