import { appInfoAtom, hasMessage, type ConnectedUnit, useAtomValue } from '@portal/web-kit';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  brandConsentTitle,
  consentIcons,
  consentKeysOf,
  webConsentKey,
} from '../../../components/consent-dialog.js';

/** Spec 4: lead controllers (module empty or L1) carry the consents of a location. */
export function isLeadModule(module: string): boolean {
  return module === '' || module === 'L1';
}

interface ConsentsCardProps {
  unit: ConnectedUnit;
  isOperator: boolean;
  onChange: () => void;
}

/** The unit's three consents as they are, and for its operator the way to change them. */
export function ConsentsCard({ unit, isOperator, onChange }: ConsentsCardProps) {
  const intl = useIntl();
  const app = useAtomValue(appInfoAtom);
  const brand = app?.brand ?? '';
  const title = intl.formatMessage({ id: 'mf.dashboard.settings.consents.title' });
  const labelOf = (key: string, index: number) => {
    const id = `mf.dashboard.settings.consent.${key}`;
    if (index === 1) return brandConsentTitle(intl, brand);
    return hasMessage(intl, id) ? intl.formatMessage({ id }) : key;
  };
  return (
    <Card as="section" className="h-100" aria-label={title}>
      <Card.Header className="bg-body py-3">
        <h2 className="h6 mb-0">
          <i className="bi bi-shield-check me-2 text-body-secondary" aria-hidden />
          {title}
        </h2>
      </Card.Header>
      <Card.Body className="pb-2">
        <p className="text-body-secondary small mb-0">
          <FormattedMessage id="mf.dashboard.settings.consents.intro" />
        </p>
      </Card.Body>
      <ListGroup variant="flush" as="ul" aria-label={title}>
        {consentKeysOf(brand).map((key, index) => (
          <ConsentRow
            key={key}
            consentKey={key}
            icon={consentIcons[index]}
            label={labelOf(key, index)}
            granted={unit.zustimmungMap[key] === true}
          />
        ))}
      </ListGroup>
      <Card.Body className="border-top">
        <ConsentsAction unit={unit} isOperator={isOperator} onChange={onChange} />
      </Card.Body>
    </Card>
  );
}

function ConsentRow(props: {
  consentKey: string;
  icon: string | undefined;
  label: string;
  granted: boolean;
}) {
  const { granted } = props;
  return (
    <ListGroup.Item as="li" className="d-flex align-items-center gap-3 py-3" data-consent={props.consentKey}>
      <i className={`bi ${props.icon} fs-5 text-body-secondary`} aria-hidden />
      <span className="flex-grow-1">{props.label}</span>
      <span className="text-nowrap">
        <i
          className={`bi ${granted ? 'bi-check-circle-fill text-success' : 'bi-x-circle-fill text-danger'} me-1`}
          aria-hidden
        />
        <Badge
          bg={granted ? 'success-subtle' : 'danger-subtle'}
          text={granted ? 'success-emphasis' : 'danger-emphasis'}
          className="fw-normal"
        >
          <FormattedMessage
            id={granted ? 'mf.dashboard.settings.consents.granted' : 'mf.dashboard.settings.consents.denied'}
          />
        </Badge>
      </span>
    </ListGroup.Item>
  );
}

/** Only the lead controller's operator changes the consents; the others are told why not. */
function ConsentsAction({ unit, isOperator, onChange }: ConsentsCardProps) {
  if (!isLeadModule(unit.module))
    return (
      <Alert variant="info" className="mb-0 small d-flex gap-2">
        <i className="bi bi-diagram-3" aria-hidden />
        <span>
          <FormattedMessage
            id="mf.dashboard.settings.consents.leadController"
            values={{ module: unit.module }}
          />
        </span>
      </Alert>
    );
  if (isOperator)
    return (
      <Button variant={unit.zustimmungMap[webConsentKey] === true ? 'primary' : 'warning'} onClick={onChange}>
        <i className="bi bi-pencil-square me-2" aria-hidden />
        <FormattedMessage id="mf.dashboard.settings.consents.change" />
      </Button>
    );
  return (
    <p className="text-body-secondary small mb-0 d-flex gap-2">
      <i className="bi bi-person-lock" aria-hidden />
      <span>
        <FormattedMessage id="mf.dashboard.settings.consents.operatorOnly" />
      </span>
    </p>
  );
}
