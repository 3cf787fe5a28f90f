import type { CanipError } from '@portal/contracts';
import {
  currentUnitAtom,
  currentUserAtom,
  languageAtom,
  sessionAtom,
  unitErrorsAtom,
  unitMetadata,
  useAtomValue,
  Link,
} from '@portal/web-kit';
import { useMemo } from 'react';
import Badge from 'react-bootstrap/Badge';
import Dropdown from 'react-bootstrap/Dropdown';
import { FormattedMessage, useIntl } from 'react-intl';
import { useUnitSerial } from '../../components/use-unit-serial.js';

/** How many entries the menu lists (the newest). */
export const errorMenuSize = 5;

// Spec 3 "Error entry": the first letter of codeText sets the icon (H notice, A warning, E error).
const levels = {
  H: { icon: 'bi-info-circle-fill text-info', id: 'notice' },
  A: { icon: 'bi-exclamation-triangle-fill text-warning', id: 'warning' },
  E: { icon: 'bi-x-octagon-fill text-danger', id: 'error' },
} as const;
const otherLevel = { icon: 'bi-question-circle-fill text-secondary', id: 'other' } as const;

function levelOf(codeText: string) {
  const letter = codeText.trim().charAt(0).toUpperCase();
  return letter in levels ? levels[letter as keyof typeof levels] : otherLevel;
}

function isFault(error: CanipError): boolean {
  return levelOf(error.codeText).id === 'error';
}

function useFaultText(): (error: CanipError) => string {
  const session = useAtomValue(sessionAtom);
  const language = useAtomValue(languageAtom);
  const meta = useMemo(
    () => (session.state === 'in' ? unitMetadata(session.init, language) : null),
    [session, language],
  );
  return (error) => meta?.faultText(error.errorCode.category, error.errorCode.code) ?? error.codeText;
}

/**
 * The controller error menu of the header (spec 2 "Errors page") while a unit route is open: the
 * error count (red while an error is active), the newest errors, and for everyone but operators a
 * link to the full list.
 */
export function ErrorMenu() {
  const sn = useUnitSerial();
  const user = useAtomValue(currentUserAtom);
  const current = useAtomValue(currentUnitAtom);
  const unitErrors = useAtomValue(unitErrorsAtom);
  const intl = useIntl();
  const textOf = useFaultText();
  if (!sn || !user) return null;
  const isOperator = user.roles.includes('betreiber');
  // Spec 6: operators see only active errors (the server already sends only those).
  const errors = current?.sn === sn ? unitErrors.filter((error) => !isOperator || error.currentError) : [];
  const latest = [...errors].sort((a, b) => b.timestamp - a.timestamp).slice(0, errorMenuSize);
  const count = errors.length;
  return (
    <Dropdown align="end" className="portal-error-menu">
      <Dropdown.Toggle
        as="button"
        type="button"
        bsPrefix="portal-error-toggle"
        className="portal-header-button position-relative"
        aria-label={intl.formatMessage({ id: 'header.errors.button' }, { count })}
        title={intl.formatMessage({ id: 'header.errors.title' })}
      >
        {/* The unit's messages, as the side menu's 'Meldungen' shows them: the bell beside it is the alarms'. */}
        <i className="bi bi-exclamation-triangle" aria-hidden />
        {/* No errors, no badge: a grey '0' on it reads like a notification. */}
        {count > 0 ? <ErrorCount errors={errors} /> : null}
      </Dropdown.Toggle>
      <Dropdown.Menu
        className="shadow py-0 overflow-hidden"
        style={{ width: '22rem', maxWidth: 'calc(100vw - 1rem)' }}
        popperConfig={{ strategy: 'fixed' }}
      >
        <Dropdown.Header className="bg-body-tertiary py-2 border-bottom fw-semibold text-body">
          <FormattedMessage id="header.errors.title" />
        </Dropdown.Header>
        {latest.length === 0 ? (
          <Dropdown.ItemText className="py-3 text-body-secondary">
            <i className="bi bi-check-circle text-success me-2" aria-hidden />
            <FormattedMessage id="header.errors.none" />
          </Dropdown.ItemText>
        ) : (
          <ul className="list-unstyled mb-0" aria-label={intl.formatMessage({ id: 'header.errors.title' })}>
            {latest.map((error) => (
              <ErrorEntry
                key={`${error.boardName}|${error.errorCode.category}|${error.errorCode.code}|${error.timestamp}`}
                error={error}
                text={textOf(error)}
              />
            ))}
          </ul>
        )}
        {isOperator ? null : (
          <Dropdown.Item as={Link} to={`/${sn}/errors`} className="py-2 text-primary fw-semibold">
            <FormattedMessage id="header.errors.all" values={{ count }} />
            <i className="bi bi-arrow-right ms-2" aria-hidden />
          </Dropdown.Item>
        )}
      </Dropdown.Menu>
    </Dropdown>
  );
}

/** The count on the bell. */
function ErrorCount({ errors }: { errors: readonly CanipError[] }) {
  // Red only while a fault (E) is active; an active warning, due maintenance or notice is not one
  // (issue 40, 33).
  const activeFault = errors.some((error) => error.currentError && isFault(error));
  const active = errors.some((error) => error.currentError);
  return (
    <Badge
      pill
      bg={activeFault ? 'danger' : active ? 'info' : 'secondary'}
      text={!activeFault && active ? 'dark' : undefined}
      className="position-absolute top-0 start-100 translate-middle"
      style={{ fontSize: '0.65rem' }}
      data-testid="error-count"
    >
      {errors.length}
    </Badge>
  );
}

/** One error of the menu: its level icon, code, time and text, and whether it is active. */
function ErrorEntry({ error, text }: { error: CanipError; text: string }) {
  const intl = useIntl();
  const level = levelOf(error.codeText);
  const levelName = intl.formatMessage({ id: `header.errors.level.${level.id}` });
  return (
    <li className="d-flex gap-2 px-3 py-2 border-bottom small" data-testid="error-menu-entry">
      <i className={`bi ${level.icon}`} role="img" aria-label={levelName} title={levelName} />
      <div className="flex-grow-1" style={{ minWidth: 0 }}>
        <div className="d-flex justify-content-between gap-2">
          <span className="font-monospace fw-semibold">{error.codeText}</span>
          <span className="text-body-secondary text-nowrap">
            {intl.formatDate(new Date(error.timestamp), { format: 'long' })}
          </span>
        </div>
        <div className="text-truncate" title={text}>
          {text}
        </div>
      </div>
      {error.currentError ? (
        <Badge
          bg={isFault(error) ? 'danger' : 'info'}
          text={isFault(error) ? undefined : 'dark'}
          pill
          className="align-self-start"
        >
          <FormattedMessage id="header.errors.active" />
        </Badge>
      ) : null}
    </li>
  );
}
