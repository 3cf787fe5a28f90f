import {
  appInfoAtom,
  invalidateEndpoint,
  useEndpointMutation,
  useErrorText,
  useUiText,
  useAtomValue,
  useNavigate,
} from '@portal/web-kit';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { updateCurrentUnit } from '../unit/live-values.js';

// The privacy modal of spec 4 "Consent dialog": the operator decides whether the unit's data go to
// the portal at all (DACHSWEB) and who else may look remotely (the brand's service, the installer).

export const webConsentKey = 'DACHSWEB';
export const partnerConsentKey = 'FERNZUGRIFF_PARTNER';

/** FERNZUGRIFF_<BRAND>: the manufacturer's consent key, from the portal's brand (never hard-coded). */
export function brandConsentKey(brand: string): string {
  return `FERNZUGRIFF_${brand.toUpperCase()}`;
}

/** The three consent keys in the order the dialog and the settings page show them. */
export function consentKeysOf(brand: string): [string, string, string] {
  return [webConsentKey, brandConsentKey(brand), partnerConsentKey];
}

export type ConsentMap = Record<string, boolean>;

/** What the consents gate, asked again once they change: charts' history and the list's glances. */
const consentGatedEndpoints = ['chartData', 'chartMeasurements', 'units'] as const;

/** Spec 4: danger without DACHSWEB, warning when a remote-access consent is off, else success. */
export function consentOkVariant(choice: ConsentMap, brand: string): 'danger' | 'warning' | 'success' {
  if (choice[webConsentKey] !== true) return 'danger';
  if (choice[brandConsentKey(brand)] !== true || choice[partnerConsentKey] !== true) return 'warning';
  return 'success';
}

/** The choice the dialog starts with; without DACHSWEB both remote-access consents are off. */
function initialChoice(consents: ConsentMap, brand: string): ConsentMap {
  const web = consents[webConsentKey] === true;
  return Object.fromEntries(
    consentKeysOf(brand).map((key) => [key, key === webConsentKey ? web : web && consents[key] === true]),
  );
}

export interface ConsentDialogProps {
  sn: string;
  /** The unit's current consent map (zustimmungMap). */
  consents: ConsentMap;
  show: boolean;
  /**
   * How the save is reported. 'toast': by the page's toasts (the settings page confirms a save
   * itself; a failure is a danger toast). 'alert': by the dialog (the dashboard, which has no page
   * of its own for it): a failure as an alert inside it, a save confirmed by a success toast.
   */
  failure: 'toast' | 'alert';
  /** Saved with DACHSWEB: the saved map (the caller refreshes the values); cancelled: null. */
  onClose: (saved: ConsentMap | null) => void;
}

export function ConsentDialog(props: ConsentDialogProps) {
  const { consents, show } = props;
  const ui = useUiText();
  const app = useAtomValue(appInfoAtom);
  const brand = app?.brand ?? '';
  const ids = useId();
  const labelOf = useConsentLabels(brand);
  const [choice, setChoice] = useState(() => initialChoice(consents, brand));
  const [webKey, brandKey, partnerKey] = consentKeysOf(brand);
  const { saving, save, cancel, alertText, setAlertText } = useConsentSave(props, webKey);
  const [shown, setShown] = useState(show);
  // Each opening starts from the unit's consents as they are now.
  if (show !== shown) {
    setShown(show);
    if (show) {
      setChoice(initialChoice(consents, brand));
      setAlertText(null);
    }
  }

  const web = choice[webKey] === true;
  const variant = consentOkVariant(choice, brand);

  const toggle = (key: string, checked: boolean) =>
    setChoice((current) =>
      key === webKey && !checked
        ? { ...current, [webKey]: false, [brandKey]: false, [partnerKey]: false }
        : { ...current, [key]: checked },
    );

  return (
    <Modal show={show} onHide={cancel} backdrop="static" centered size="lg" aria-labelledby={`${ids}-title`}>
      <Modal.Header closeButton={!saving} closeLabel={ui('close')}>
        <Modal.Title id={`${ids}-title`} className="h5">
          <i className="bi bi-shield-check me-2 text-primary" aria-hidden />
          <FormattedMessage id="mf.dashboard.settings.consent.title" />
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="text-body-secondary">
          <FormattedMessage id="mf.dashboard.settings.consent.intro" />
        </p>
        {consentKeysOf(brand).map((key) => {
          const waitsForWeb = key !== webKey && !web;
          return (
            <ConsentOption
              key={key}
              id={`${ids}-${key}`}
              name={key}
              {...labelOf(key)}
              checked={choice[key] === true}
              disabled={saving || waitsForWeb}
              waitsForWeb={waitsForWeb}
              onChange={(checked) => toggle(key, checked)}
            />
          );
        })}
        <ConsentHint variant={variant} />
        {alertText ? <SaveFailedAlert text={alertText} onClose={() => setAlertText(null)} /> : null}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={cancel} disabled={saving}>
          <FormattedMessage id="mf.dashboard.settings.consent.cancel" />
        </Button>
        <Button variant={variant} onClick={() => save(choice)} disabled={saving}>
          {saving ? (
            <>
              <Spinner animation="border" size="sm" className="me-2" aria-hidden />
              <FormattedMessage id="mf.dashboard.settings.consent.saving" />
            </>
          ) : (
            <FormattedMessage id="mf.dashboard.settings.consent.save" />
          )}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/**
 * Saving and cancelling. A save without DACHSWEB, or a cancel when DACHSWEB was never granted, goes
 * back to the unit list (spec 4: there is nothing to show); a failure goes where `failure` says.
 */
function useConsentSave({ sn, consents, failure, onClose }: ConsentDialogProps, webKey: string) {
  const intl = useIntl();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const failureText = (error: Error) => error.message || errorText('exception.error');
  const saveConsents = useEndpointMutation('canipZustimmung', {
    afterAnswer: (saved, { params }) => {
      updateCurrentUnit(params.sn, { zustimmungMap: saved });
      // A chart that was refused stays refused in the cache until asked again.
      void Promise.all(consentGatedEndpoints.map((name) => invalidateEndpoint(name)));
    },
    successToast: () =>
      failure === 'alert'
        ? {
            variant: 'success',
            title: intl.formatMessage({ id: 'mf.dashboard.settings.consents.savedTitle' }),
            body: intl.formatMessage({ id: 'mf.dashboard.settings.consents.saved' }),
          }
        : null,
    errorToast: (error) =>
      failure === 'toast'
        ? { variant: 'danger', title: errorText('exception.error'), body: failureText(error) }
        : null,
  });
  const saving = saveConsents.isPending;
  const [alertText, setAlertText] = useState<string | null>(null);

  const cancel = () => {
    if (saving) return;
    if (consents[webKey] !== true) void navigate('/');
    else onClose(null);
  };

  const save = (choice: ConsentMap) => {
    setAlertText(null);
    saveConsents.mutate(
      { params: { sn }, body: choice },
      {
        onSuccess: (saved) => {
          if (saved[webKey] === true) onClose(saved);
          else void navigate('/');
        },
        onError: (error) => {
          if (failure !== 'toast') setAlertText(failureText(error));
        },
      },
    );
  };

  return { saving, save, cancel, alertText, setAlertText };
}

/** The icons of the three consents, in the order of consentKeysOf. */
export const consentIcons = ['bi-cloud-arrow-up', 'bi-building-gear', 'bi-person-gear'] as const;

/** The manufacturer's consent names the brand, capitalised. */
export function brandConsentTitle(intl: IntlShape, brand: string): string {
  return intl.formatMessage(
    { id: 'mf.dashboard.settings.consent.brand' },
    { brand: brand.charAt(0).toUpperCase() + brand.slice(1) },
  );
}

/** A consent's title and what it allows, as the dialog explains them. */
function useConsentLabels(brand: string): (key: string) => { title: string; text: string; icon: string } {
  const intl = useIntl();
  const [webKey, brandKey] = consentKeysOf(brand);
  return (key) => {
    if (key === webKey)
      return {
        title: intl.formatMessage({ id: 'mf.dashboard.settings.consent.DACHSWEB' }),
        text: intl.formatMessage({ id: 'mf.dashboard.settings.consent.DACHSWEB.text' }),
        icon: consentIcons[0],
      };
    if (key === brandKey)
      return {
        title: brandConsentTitle(intl, brand),
        text: intl.formatMessage({ id: 'mf.dashboard.settings.consent.brand.text' }),
        icon: consentIcons[1],
      };
    return {
      title: intl.formatMessage({ id: 'mf.dashboard.settings.consent.FERNZUGRIFF_PARTNER' }),
      text: intl.formatMessage({ id: 'mf.dashboard.settings.consent.FERNZUGRIFF_PARTNER.text' }),
      icon: consentIcons[2],
    };
  };
}

/** One consent: a highlighted box while chosen; the remote ones wait for DACHSWEB. */
function ConsentOption(props: {
  id: string;
  name: string;
  icon: string;
  title: string;
  text: string;
  checked: boolean;
  disabled: boolean;
  waitsForWeb: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { id } = props;
  return (
    <div
      className={`border rounded-3 p-3 mb-2 ${props.checked ? 'border-primary-subtle bg-primary-subtle' : 'bg-body-tertiary'}`}
    >
      <Form.Check
        id={id}
        name={props.name}
        checked={props.checked}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.checked)}
        aria-describedby={`${id}-text`}
        label={
          <span className="fw-semibold">
            <i className={`bi ${props.icon} me-2`} aria-hidden />
            {props.title}
          </span>
        }
      />
      <div id={`${id}-text`} className="form-text ms-4 mb-0">
        {props.text}
        {props.waitsForWeb ? (
          <span className="d-block fst-italic">
            <FormattedMessage id="mf.dashboard.settings.consent.requiresWeb" />
          </span>
        ) : null}
      </div>
    </div>
  );
}

/** Why the choice matters: without DACHSWEB nothing is shown, without remote access no help. */
const consentHints = {
  danger: {
    tone: 'text-danger-emphasis',
    icon: 'bi-exclamation-octagon',
    id: 'mf.dashboard.settings.consent.noWebHint',
  },
  warning: {
    tone: 'text-warning-emphasis',
    icon: 'bi-info-circle',
    id: 'mf.dashboard.settings.consent.closeHint',
  },
} as const;

function ConsentHint({ variant }: { variant: ReturnType<typeof consentOkVariant> }) {
  if (variant === 'success') return null;
  const hint = consentHints[variant];
  return (
    <p className={`small ${hint.tone} mt-3 mb-0`} data-testid="consent-hint">
      <i className={`bi ${hint.icon} me-1`} aria-hidden />
      <FormattedMessage id={hint.id} />
    </p>
  );
}

function SaveFailedAlert({ text, onClose }: { text: string; onClose: () => void }) {
  const ui = useUiText();
  const errorText = useErrorText();
  return (
    <Alert
      variant="danger"
      className="mt-3 mb-0"
      dismissible
      closeLabel={ui('closeAlert')}
      onClose={onClose}
      style={{ whiteSpace: 'pre-line' }}
    >
      <Alert.Heading as="h2" className="h6">
        {errorText('exception.error')}
      </Alert.Heading>
      {text}
    </Alert>
  );
}
