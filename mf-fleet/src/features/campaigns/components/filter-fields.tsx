import { appInfoAtom, currentUserAtom, languageAtom, useAtomValue } from '@portal/web-kit';
import Form from 'react-bootstrap/Form';
import { FormattedMessage } from 'react-intl';
import type { CampaignDraft, DraftProblems } from '../campaign-draft.js';
import { isStaff } from '../../../components/campaign-rules.js';
import { campaignKinds } from '../writable-points.js';
import { Field, describedBy } from './form-field.js';

interface Props {
  draft: CampaignDraft;
  problems: DraftProblems;
  change: (patch: Partial<CampaignDraft>) => void;
}

/**
 * Which units: kinds, software version and postcode prefixes, the partner (the manufacturer's
 * staff only; a partner's campaign reaches only its own units) and an optional serial list.
 */
export function FilterFields({ draft, problems, change }: Props) {
  const language = useAtomValue(languageAtom);
  const user = useAtomValue(currentUserAtom);
  const app = useAtomValue(appInfoAtom);
  const staff = user !== null && isStaff(user, app);
  const toggleKind = (kind: string, on: boolean) =>
    change({ kinds: on ? [...draft.kinds, kind] : draft.kinds.filter((k) => k !== kind) });
  return (
    <div className="row g-3">
      <fieldset className="col-12">
        <legend className="small fw-semibold mb-1">
          <FormattedMessage id="mf.fleet.campaigns.form.kinds" />
        </legend>
        <div className="d-flex flex-wrap column-gap-3">
          {campaignKinds().map((kind) => (
            <Form.Check
              key={kind.productGroup}
              id={`campaign-filter-${kind.productGroup}`}
              label={kind.label[language]}
              checked={draft.kinds.includes(kind.productGroup)}
              onChange={(event) => toggleKind(kind.productGroup, event.target.checked)}
            />
          ))}
        </div>
      </fieldset>
      <TextInput
        id="campaign-firmware"
        label="mf.fleet.campaigns.form.firmware"
        field="firmware"
        hint
        {...{ draft, problems, change }}
      />
      <TextInput
        id="campaign-postcode"
        label="mf.fleet.campaigns.form.postcode"
        field="postcode"
        hint
        numeric
        {...{ draft, problems, change }}
      />
      {staff ? (
        <TextInput
          id="campaign-partner"
          label="mf.fleet.campaigns.form.partnerId"
          field="partnerId"
          hint
          numeric
          {...{ draft, problems, change }}
        />
      ) : null}
      <Field
        id="campaign-serials"
        label="mf.fleet.campaigns.form.serials"
        hint={<FormattedMessage id="mf.fleet.campaigns.form.serialsHint" />}
        problem={problems.serials}
        className="col-12"
      >
        <Form.Control
          as="textarea"
          rows={2}
          value={draft.serials}
          isInvalid={problems.serials !== undefined}
          aria-invalid={problems.serials !== undefined}
          aria-describedby={describedBy('campaign-serials', problems.serials, true)}
          onChange={(event) => change({ serials: event.target.value })}
        />
      </Field>
    </div>
  );
}

const hints = {
  firmware: 'mf.fleet.campaigns.form.firmwareHint',
  postcode: 'mf.fleet.campaigns.form.postcodeHint',
  partnerId: 'mf.fleet.campaigns.form.partnerHint',
} as const;

function TextInput({
  id,
  label,
  field,
  numeric = false,
  draft,
  problems,
  change,
}: Props & {
  id: string;
  label:
    | 'mf.fleet.campaigns.form.firmware'
    | 'mf.fleet.campaigns.form.postcode'
    | 'mf.fleet.campaigns.form.partnerId';
  field: keyof typeof hints;
  hint: true;
  numeric?: boolean;
}) {
  const problem = problems[field];
  return (
    <Field
      id={id}
      label={label}
      hint={<FormattedMessage id={hints[field]} />}
      problem={problem}
      className="col-sm-6 col-lg-4"
    >
      <Form.Control
        value={draft[field]}
        inputMode={numeric ? 'numeric' : undefined}
        autoComplete="off"
        isInvalid={problem !== undefined}
        aria-invalid={problem !== undefined}
        aria-describedby={describedBy(id, problem, true)}
        onChange={(event) => change({ [field]: event.target.value })}
      />
    </Field>
  );
}
