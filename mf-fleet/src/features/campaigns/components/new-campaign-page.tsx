import { PageTitle } from '@portal/web-kit';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FleetMessageId } from '../../../components/message-ids.js';
import { type CampaignForm, useCampaignForm } from '../hooks/use-campaign-form.js';
import { BackToCampaigns, CampaignAccess } from './campaign-parts.js';
import { DryRunResult } from './dry-run-result.js';
import { FilterFields } from './filter-fields.js';
import { Field, describedBy } from './form-field.js';
import { RolloutFields } from './rollout-fields.js';
import { ValueFields } from './value-fields.js';

/** /fleet/campaigns/new (issue 44): values, units and rollout; a dry run; then the start. */
export function NewCampaignPage() {
  return (
    <CampaignAccess>
      <NewCampaign />
    </CampaignAccess>
  );
}

function Section({ title, children }: { title: FleetMessageId; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Card as="section" aria-label={intl.formatMessage({ id: title })}>
      <Card.Header as="h2" className="h6 mb-0 py-2">
        <FormattedMessage id={title} />
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card>
  );
}

function NewCampaign() {
  const form = useCampaignForm();
  const { draft, problems, change } = form;
  return (
    <div className="d-flex flex-column gap-3">
      <BackToCampaigns />
      <PageTitle icon="bi-sliders2">
        <FormattedMessage id="mf.fleet.campaigns.form.title" />
      </PageTitle>
      <Form
        noValidate
        className="d-flex flex-column gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          form.runDryRun();
        }}
      >
        <Section title="mf.fleet.campaigns.form.values">
          <div className="d-flex flex-column gap-3">
            <Field
              id="campaign-name"
              label="mf.fleet.campaigns.form.name"
              hint={<FormattedMessage id="mf.fleet.campaigns.form.nameHint" />}
              problem={problems.name}
              className="col-sm-8 col-lg-6"
            >
              <Form.Control
                value={draft.name}
                maxLength={80}
                isInvalid={problems.name !== undefined}
                aria-invalid={problems.name !== undefined}
                aria-describedby={describedBy('campaign-name', problems.name, true)}
                onChange={(event) => change({ name: event.target.value })}
              />
            </Field>
            <ValueFields draft={draft} problems={problems} change={change} setKind={form.setKind} />
          </div>
        </Section>
        <Section title="mf.fleet.campaigns.form.filter">
          <p className="small text-body-secondary">
            <FormattedMessage id="mf.fleet.campaigns.form.filterHint" />
          </p>
          <FilterFields draft={draft} problems={problems} change={change} />
        </Section>
        <Section title="mf.fleet.campaigns.form.rollout">
          <RolloutFields draft={draft} problems={problems} change={change} />
        </Section>
        <FormActions form={form} />
      </Form>
      {form.dryRun.isSuccess ? <DryRunResult result={form.dryRun.data} stale={form.stale} /> : null}
      {form.dryRun.isSuccess && !form.stale ? <StartBar form={form} /> : null}
    </div>
  );
}

function FormActions({ form }: { form: CampaignForm }) {
  const unsolved = Object.keys(form.problems).length > 0;
  return (
    <div className="d-flex flex-wrap align-items-center gap-3">
      <Button
        type="submit"
        variant={form.dryRun.isSuccess && !form.stale ? 'outline-primary' : 'primary'}
        disabled={form.dryRun.isPending}
      >
        {form.dryRun.isPending ? (
          <Spinner size="sm" className="me-1" aria-hidden />
        ) : (
          <i className="bi bi-eye me-1" aria-hidden />
        )}
        <FormattedMessage id="mf.fleet.campaigns.form.dryRun" />
      </Button>
      {unsolved ? (
        <span className="text-danger-emphasis small" role="alert">
          <FormattedMessage id="mf.fleet.campaigns.form.fix" />
        </span>
      ) : null}
    </div>
  );
}

function StartBar({ form }: { form: CampaignForm }) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-3 border rounded bg-body-tertiary p-3">
      <span className="me-auto">
        <FormattedMessage id="mf.fleet.campaigns.form.autoPause" />
      </span>
      <Button variant="primary" onClick={() => void form.start()} disabled={form.creating}>
        {form.creating ? (
          <Spinner size="sm" className="me-1" aria-hidden />
        ) : (
          <i className="bi bi-play-fill me-1" aria-hidden />
        )}
        <FormattedMessage id="mf.fleet.campaigns.form.start" />
      </Button>
    </div>
  );
}
