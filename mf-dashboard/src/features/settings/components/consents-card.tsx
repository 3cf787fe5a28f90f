import { appInfoAtom, hasMessage, type ConnectedUnit, useAtomValue } from '@portal/web-kit';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { FormattedMessage, useIntl } from 'react-intl';
import { consentKeysOf, webConsentKey } from '../../../components/consent-dialog.js';

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
  const lead = isLeadModule(unit.module);
  const labelOf = (key: string, index: number) => {
    const id = `mf.dashboard.settings.consent.${key}`;
    if (index === 1)
      return intl.formatMessage(
        { id: 'mf.dashboard.settings.consent.brand' },
        { brand: brand.charAt(0).toUpperCase() + brand.slice(1) },
      );
    return hasMessage(intl, id) ? intl.formatMessage({ id }) : key;
  };
  const icons = ['bi-cloud-arrow-up', 'bi-building-gear', 'bi-person-gear'];
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
        {consentKeysOf(brand).map((key, index) => {
          const granted = unit.zustimmungMap[key] === true;
          return (
            <ListGroup.Item
              as="li"
              key={key}
              className="d-flex align-items-center gap-3 py-3"
              data-consent={key}
            >
              <i className={`bi ${icons[index]} fs-5 text-body-secondary`} aria-hidden />
              <span className="flex-grow-1">{labelOf(key, index)}</span>
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
                    id={
                      granted
                        ? 'mf.dashboard.settings.consents.granted'
                        : 'mf.dashboard.settings.consents.denied'
                    }
                  />
                </Badge>
              </span>
            </ListGroup.Item>
          );
        })}
      </ListGroup>
      <Card.Body className="border-top">
        {!lead ? (
          <Alert variant="info" className="mb-0 small d-flex gap-2">
            <i className="bi bi-diagram-3" aria-hidden />
            <span>
              <FormattedMessage
                id="mf.dashboard.settings.consents.leadController"
                values={{ module: unit.module }}
              />
            </span>
          </Alert>
        ) : isOperator ? (
          <Button
            variant={unit.zustimmungMap[webConsentKey] === true ? 'primary' : 'warning'}
            onClick={onChange}
          >
            <i className="bi bi-pencil-square me-2" aria-hidden />
            <FormattedMessage id="mf.dashboard.settings.consents.change" />
          </Button>
        ) : (
          <p className="text-body-secondary small mb-0 d-flex gap-2">
            <i className="bi bi-person-lock" aria-hidden />
            <span>
              <FormattedMessage id="mf.dashboard.settings.consents.operatorOnly" />
            </span>
          </p>
        )}
      </Card.Body>
    </Card>
  );
}
