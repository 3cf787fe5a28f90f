import { campaignLimits } from '@portal/contracts';
import { commandExpiryChoices, useExpiryText } from '@portal/web-kit';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CampaignDraft, DraftProblems } from '../campaign-draft.js';
import { Field, ProblemText, describedBy } from './form-field.js';

interface Props {
  draft: CampaignDraft;
  problems: DraftProblems;
  change: (patch: Partial<CampaignDraft>) => void;
}

/** The staged rollout: cumulative shares (1 → 10 → 100 % preset), the pause, and offline units. */
export function RolloutFields({ draft, problems, change }: Props) {
  const intl = useIntl();
  const expiryText = useExpiryText();
  return (
    <div className="row g-3">
      <StagesField draft={draft} problems={problems} change={change} />
      <Field
        id="campaign-pause"
        label="mf.fleet.campaigns.form.pause"
        problem={problems.pauseMinutes}
        className="col-sm-6 col-lg-4"
      >
        <Form.Control
          value={draft.pauseMinutes}
          inputMode="numeric"
          isInvalid={problems.pauseMinutes !== undefined}
          aria-invalid={problems.pauseMinutes !== undefined}
          aria-describedby={describedBy('campaign-pause', problems.pauseMinutes, false)}
          onChange={(event) => change({ pauseMinutes: event.target.value })}
        />
      </Field>
      <div className="col-12 d-flex flex-wrap align-items-end gap-3">
        <Form.Check
          type="switch"
          id="campaign-queue"
          label={intl.formatMessage({ id: 'mf.fleet.campaigns.form.queueOffline' })}
          checked={draft.queueOffline}
          onChange={(event) => change({ queueOffline: event.target.checked })}
          aria-describedby="campaign-queue-hint"
        />
        <Form.Text id="campaign-queue-hint" className="mt-0">
          <FormattedMessage id="mf.fleet.campaigns.form.queueOfflineHint" />
        </Form.Text>
      </div>
      {draft.queueOffline ? (
        <Field
          id="campaign-expiry"
          label="mf.fleet.campaigns.form.expiry"
          problem={undefined}
          className="col-sm-6 col-lg-4"
        >
          <Form.Select
            value={draft.expiresInHours}
            onChange={(event) => change({ expiresInHours: Number(event.target.value) })}
          >
            {commandExpiryChoices.map((hours) => (
              <option key={hours} value={hours}>
                {expiryText(hours)}
              </option>
            ))}
          </Form.Select>
        </Field>
      ) : null}
    </div>
  );
}

/** Cumulative shares, each a small number field, with one more or one less stage. */
function StagesField({ draft, problems, change }: Props) {
  const intl = useIntl();
  const setStage = (index: number, text: string) =>
    change({ stages: draft.stages.map((stage, i) => (i === index ? text : stage)) });
  return (
    <fieldset className="col-12" aria-describedby={problems.stages ? 'campaign-stages-problem' : undefined}>
      <legend className="small fw-semibold mb-1">
        <FormattedMessage id="mf.fleet.campaigns.form.stages" />
      </legend>
      <div className="d-flex flex-wrap align-items-center gap-2">
        {draft.stages.map((stage, index) => (
          <span key={index} className="d-inline-flex align-items-center gap-1">
            {index > 0 ? <i className="bi bi-arrow-right text-body-secondary" aria-hidden /> : null}
            <Form.Control
              value={stage}
              inputMode="numeric"
              style={{ width: '4.5rem' }}
              isInvalid={problems.stages !== undefined}
              aria-invalid={problems.stages !== undefined}
              aria-label={intl.formatMessage({ id: 'mf.fleet.campaigns.form.stage' }, { number: index + 1 })}
              onChange={(event) => setStage(index, event.target.value)}
            />
          </span>
        ))}
        {draft.stages.length > 1 ? (
          <Button
            variant="outline-secondary"
            size="sm"
            aria-label={intl.formatMessage(
              { id: 'mf.fleet.campaigns.form.removeStage' },
              { number: draft.stages.length },
            )}
            onClick={() => change({ stages: draft.stages.slice(0, -1) })}
          >
            <i className="bi bi-dash-lg" aria-hidden />
          </Button>
        ) : null}
        {draft.stages.length < campaignLimits.stages ? (
          <Button
            variant="outline-secondary"
            size="sm"
            aria-label={intl.formatMessage({ id: 'mf.fleet.campaigns.form.addStage' })}
            onClick={() => change({ stages: [...draft.stages, '100'] })}
          >
            <i className="bi bi-plus-lg" aria-hidden />
          </Button>
        ) : null}
      </div>
      {problems.stages ? (
        <div className="invalid-feedback d-block" id="campaign-stages-problem">
          <ProblemText problem={problems.stages} />
        </div>
      ) : null}
      <div className="form-text">
        <FormattedMessage id="mf.fleet.campaigns.form.autoPause" />
      </div>
    </fieldset>
  );
}
