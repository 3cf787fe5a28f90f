import { EmptyState, Skeleton, StatusBadge, type UnitState, showToast } from '@portal/web-kit';
import { type ReactNode, useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageIdOf } from '@portal/web-kit';
import type { shellMessages } from '../../components/messages.js';
import { contrastRatio, resolvedColour } from './contrast.js';

/** Text colour roles and what they are drawn on. */
const colourRoles: [role: string, background: string][] = [
  ['--portal-text', '--portal-surface'],
  ['--portal-text-muted', '--portal-surface'],
  ['--portal-text-muted', '--portal-page-bg'],
  ['--bs-primary', '--portal-surface'],
  ['--portal-on-primary', '--bs-primary'],
  ['--portal-status-running', '--portal-surface'],
  ['--portal-status-idle', '--portal-surface'],
  ['--portal-status-fault', '--portal-surface'],
  ['--portal-status-warning', '--portal-surface'],
  ['--portal-status-offline', '--portal-surface'],
];
const aa = 4.5;
const states: UnitState[] = [
  'starting',
  'running',
  'idle',
  'fault',
  'locked',
  'warning',
  'offline',
  'online',
];
const typeSteps = ['xs', 'sm', 'md', 'lg', 'xl'];
const spaceSteps = [1, 2, 3, 4, 5, 6];

function Heading({ id }: { id: MessageIdOf<typeof shellMessages> }) {
  return (
    <h3 className="h6 text-uppercase text-body-secondary fw-semibold mt-4 mb-2">
      <FormattedMessage id={id} />
    </h3>
  );
}

/** Each colour role with its contrast on its background, worked out in the page (the skin's values). */
function ColourRoles() {
  const intl = useIntl();
  // The skin's variables are on <html> before the first render (the shell applies the theme first).
  const ratios = useMemo(
    () =>
      colourRoles.map(([role, background]) =>
        contrastRatio(resolvedColour(`var(${role})`), resolvedColour(`var(${background})`)),
      ),
    [],
  );
  return (
    <ul className="list-unstyled row row-cols-1 row-cols-md-2 g-2 mb-0">
      {colourRoles.map(([role, background], index) => {
        const ratio = ratios[index] ?? 0;
        return (
          <li key={`${role}-${background}`} className="col">
            <div
              className="d-flex align-items-center gap-3 border rounded-3 p-2"
              style={{ background: `var(${background})` }}
              data-role={role}
              data-contrast={ratio.toFixed(2)}
            >
              <span
                className="rounded-circle flex-shrink-0 border"
                style={{ width: 28, height: 28, background: `var(${role})` }}
                aria-hidden
              />
              <span className="flex-grow-1" style={{ color: `var(${role})` }}>
                <code className="d-block" style={{ color: 'inherit' }}>
                  {role}
                </code>
                <small>
                  {intl.formatMessage(
                    { id: 'test.design.contrast' },
                    { ratio: intl.formatNumber(ratio, { maximumFractionDigits: 1 }) },
                  )}{' '}
                  · {intl.formatMessage({ id: ratio >= aa ? 'test.design.aa' : 'test.design.belowAa' })}
                </small>
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** One specimen in half a row; `data-design-sample` tells tests waiting for loads that its placeholders stay. */
function Sample({ children }: { children: ReactNode }) {
  return (
    <div className="col-md-6" data-design-sample>
      <Card className="h-100">
        <Card.Body>{children}</Card.Body>
      </Card>
    </div>
  );
}

/** The type scale: a sample line per font size token. */
function TypeScale() {
  return typeSteps.map((step) => (
    <p key={step} className="mb-1" style={{ fontSize: `var(--portal-font-size-${step})` }}>
      <code className="me-2">--portal-font-size-{step}</code>Dachs Gen2 F5.5
    </p>
  ));
}

/** The spacing scale: a bar as wide as each space token. */
function SpacingScale() {
  return spaceSteps.map((step) => (
    <div key={step} className="d-flex align-items-center gap-2 mb-1">
      <code style={{ width: '9rem' }}>--portal-space-{step}</code>
      <span
        className="d-inline-block bg-primary rounded-1"
        style={{ width: `var(--portal-space-${step})`, height: '0.75rem' }}
        aria-hidden
      />
    </div>
  ));
}

/** The corner radii, each with a shadow (the small one with the first elevation). */
function Radii() {
  return (
    <div className="d-flex flex-wrap gap-3">
      {(['sm', 'md', 'lg'] as const).map((radius, index) => (
        <div
          key={radius}
          className="border p-3 bg-body"
          style={{
            borderRadius: `var(--portal-radius-${radius})`,
            boxShadow: `var(--portal-shadow-${index === 0 ? 1 : 2})`,
          }}
        >
          <code>--portal-radius-{radius}</code>
        </div>
      ))}
    </div>
  );
}

/** A card with a header and two label/value rows, as the dashboard's cards show values. */
function SampleCard() {
  return (
    <div className="col-md-6">
      <Card className="h-100">
        <Card.Header className="py-2 fw-semibold">
          <FormattedMessage id="test.design.card" />
        </Card.Header>
        <Card.Body>
          <dl className="mb-0">
            {(
              [
                ['test.design.sampleRow1', '5,50 kW'],
                ['test.design.sampleRow2', '64,0 °C'],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="d-flex justify-content-between gap-3 py-1">
                <dt className="fw-normal text-body-secondary">
                  <FormattedMessage id={label} />
                </dt>
                <dd className="mb-0 fw-semibold" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </Card.Body>
      </Card>
    </div>
  );
}

/** The status badges of every unit state, and a button that shows a toast. */
function StatusAndToast() {
  const intl = useIntl();
  return (
    <Sample>
      <p className="small text-body-secondary mb-2">
        <FormattedMessage id="test.design.status" />
      </p>
      <div className="d-flex flex-wrap gap-2 mb-3">
        {states.map((state) => (
          <StatusBadge key={state} state={state}>
            <FormattedMessage id={`test.design.state.${state}`} />
          </StatusBadge>
        ))}
      </div>
      <Button
        variant="outline-primary"
        size="sm"
        onClick={() =>
          showToast({
            variant: 'success',
            title: intl.formatMessage({ id: 'test.design.toastTitle' }),
            body: intl.formatMessage({ id: 'test.design.toastBody' }),
          })
        }
      >
        <FormattedMessage id="test.design.toast" />
      </Button>
    </Sample>
  );
}

/** The design system's tokens and components, as this skin draws them (spec 2 /test). */
export function DesignSystem() {
  const intl = useIntl();
  return (
    <Card className="mt-3">
      <Card.Body>
        <h2 className="h5">
          <FormattedMessage id="test.design.title" />
        </h2>
        <p className="text-body-secondary">
          <FormattedMessage id="test.design.intro" />
        </p>

        <Heading id="test.design.colours" />
        <ColourRoles />

        <Heading id="test.design.type" />
        <TypeScale />

        <Heading id="test.design.spacing" />
        <SpacingScale />

        <Heading id="test.design.radii" />
        <Radii />

        <Heading id="test.design.components" />
        <div className="row g-3">
          <SampleCard />
          <Sample>
            <Skeleton lines={3} label={intl.formatMessage({ id: 'test.design.loading' })} />
          </Sample>
          <Sample>
            <EmptyState compact icon="bi-graph-up" title={intl.formatMessage({ id: 'test.design.empty' })}>
              <FormattedMessage id="test.design.emptyText" />
            </EmptyState>
          </Sample>
          <StatusAndToast />
        </div>
      </Card.Body>
    </Card>
  );
}
