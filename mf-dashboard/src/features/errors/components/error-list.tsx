import type { CanipError } from '@portal/contracts';
import { type ComponentType, useId, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import Table from 'react-bootstrap/Table';
import { FormattedMessage, useIntl } from 'react-intl';
import { useBoardLabel } from '../board-label.js';
import { type ErrorLevel, errorKey, levelIcon, levelVariant, lightBadges } from '../error-kind.js';
import { type FaultInfo, useFaultInfo } from '../fault-info.js';
import { useUnitMetadata } from '../../../unit/use-metadata.js';
import { ErrorDetails } from './error-details.js';

interface ErrorListProps {
  errors: readonly CanipError[];
  /** Non-operators may open each entry's details (spec 6). */
  withDetails: boolean;
  /** Phones: stacked cards instead of a table. */
  small: boolean;
}

export function ErrorIcon({ level }: { level: ErrorLevel }) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: `mf.dashboard.errors.level.${level}` });
  return <i className={`${levelIcon[level]} fs-5`} role="img" aria-label={name} title={name} />;
}

/** Active in the colour of its level (only a fault is red), resolved in green. */
function StateBadge({ current, level }: { current: boolean; level: ErrorLevel }) {
  return current ? (
    <Badge bg={levelVariant[level]} text={lightBadges.has(levelVariant[level]) ? 'dark' : undefined} pill>
      <FormattedMessage id="mf.dashboard.errors.active" />
    </Badge>
  ) : (
    <Badge bg="success" pill>
      <FormattedMessage id="mf.dashboard.errors.resolved" />
    </Badge>
  );
}

/** The translated text of an entry: the catalog's fault text, else the unit's code text. */
function useErrorEntryText(): (error: CanipError) => string {
  const meta = useUnitMetadata();
  return (error) => meta?.faultText(error.errorCode.category, error.errorCode.code) ?? error.codeText;
}

function DetailsToggle({
  error,
  open,
  controls,
  onToggle,
  withText,
}: {
  error: CanipError;
  open: boolean;
  controls: string;
  onToggle: () => void;
  withText?: boolean;
}) {
  const intl = useIntl();
  const label = intl.formatMessage(
    { id: open ? 'mf.dashboard.errors.hideDetails' : 'mf.dashboard.errors.showDetails' },
    { code: error.codeText },
  );
  return (
    <Button
      variant="link"
      size="sm"
      className={withText ? 'px-0 text-decoration-none' : 'p-0 text-body-secondary'}
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      aria-label={label}
      title={label}
    >
      <i className={`bi ${open ? 'bi-chevron-down' : 'bi-chevron-right'}`} aria-hidden />
      {withText ? (
        <span className="ms-1">
          <FormattedMessage id="mf.dashboard.errors.details" />
        </span>
      ) : null}
    </Button>
  );
}

/** The entry's text and, below it, what the owner should do (issue 40, 33). */
function EntryText({ text, info }: { text: string; info: FaultInfo }) {
  return (
    <>
      <div>{text}</div>
      {info.advice ? (
        <div className="small text-body-secondary mt-1" data-testid="error-advice">
          <i className="bi bi-lightbulb me-1" aria-hidden />
          <span className="visually-hidden">
            <FormattedMessage id="mf.dashboard.errors.advice" />:{' '}
          </span>
          {info.advice}
        </div>
      ) : null}
    </>
  );
}

/** What an entry shows besides its code: its text, level and advice, board and time. */
function useEntryFormat() {
  const intl = useIntl();
  const textOf = useErrorEntryText();
  const infoOf = useFaultInfo();
  const boardLabel = useBoardLabel();
  const timeOf = (error: CanipError) => intl.formatDate(new Date(error.timestamp), { format: 'long' });
  return { textOf, infoOf, boardLabel, timeOf };
}

type EntryFormat = ReturnType<typeof useEntryFormat>;

/** The entries whose details are open, by errorKey. */
interface OpenDetails {
  baseId: string;
  isOpen: (key: string) => boolean;
  toggle: (key: string) => void;
}

/** A section's entries: a table from 768 px, stacked cards below. */
export function ErrorList({ errors, withDetails, small }: ErrorListProps) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const details: OpenDetails = {
    baseId,
    isOpen: (key) => open.has(key),
    toggle: (key) =>
      setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
  };
  return small ? (
    <ErrorCards errors={errors} withDetails={withDetails} details={details} />
  ) : (
    <ErrorTable errors={errors} withDetails={withDetails} details={details} />
  );
}

interface EntriesProps {
  errors: readonly CanipError[];
  withDetails: boolean;
  details: OpenDetails;
}

/** The entries, each as `Entry` with its details' id. */
function Entries({
  errors,
  withDetails,
  details,
  Entry,
}: EntriesProps & { Entry: ComponentType<EntryProps> }) {
  const format = useEntryFormat();
  return errors.map((error, index) => (
    <Entry
      key={errorKey(error)}
      error={error}
      detailsId={`${details.baseId}-${index}`}
      withDetails={withDetails}
      details={details}
      format={format}
    />
  ));
}

function ErrorCards(props: EntriesProps) {
  return (
    <ListGroup variant="flush" as="ul" className="mb-0">
      <Entries {...props} Entry={ErrorCard} />
    </ListGroup>
  );
}

interface EntryProps {
  error: CanipError;
  detailsId: string;
  withDetails: boolean;
  details: OpenDetails;
  format: EntryFormat;
}

function ErrorCard({ error, detailsId, withDetails, details, format }: EntryProps) {
  const key = errorKey(error);
  const info = format.infoOf(error);
  return (
    <ListGroup.Item as="li" className="py-3" data-testid="error-entry">
      <div className="d-flex align-items-start gap-3">
        <ErrorIcon level={info.level} />
        <div className="flex-grow-1" style={{ minWidth: 0 }}>
          <div className="d-flex align-items-center justify-content-between gap-2">
            <span className="font-monospace fw-semibold">{error.codeText}</span>
            <StateBadge current={error.currentError} level={info.level} />
          </div>
          <div className="mt-1">
            <EntryText text={format.textOf(error)} info={info} />
          </div>
          <div className="small text-body-secondary mt-1">
            <i className="bi bi-cpu me-1" aria-hidden />
            {format.boardLabel(error.boardName)}
            <span className="mx-2" aria-hidden>
              ·
            </span>
            <i className="bi bi-clock me-1" aria-hidden />
            {format.timeOf(error)}
          </div>
          {withDetails ? (
            <>
              <DetailsToggle
                error={error}
                open={details.isOpen(key)}
                controls={detailsId}
                onToggle={() => details.toggle(key)}
                withText
              />
              {details.isOpen(key) ? <ErrorDetails error={error} id={detailsId} /> : null}
            </>
          ) : null}
        </div>
      </div>
    </ListGroup.Item>
  );
}

function ErrorTable(props: EntriesProps) {
  return (
    <div className="table-responsive">
      <Table hover className="mb-0 align-middle">
        <ErrorTableHead withDetails={props.withDetails} />
        <tbody>
          <Entries {...props} Entry={ErrorRows} />
        </tbody>
      </Table>
    </div>
  );
}

function ErrorTableHead({ withDetails }: { withDetails: boolean }) {
  return (
    <thead className="table-light">
      <tr>
        {withDetails ? (
          <th scope="col" style={{ width: '2.5rem' }}>
            <span className="visually-hidden">
              <FormattedMessage id="mf.dashboard.errors.column.details" />
            </span>
          </th>
        ) : null}
        <th scope="col" style={{ width: '3rem' }}>
          <span className="visually-hidden">
            <FormattedMessage id="mf.dashboard.errors.column.level" />
          </span>
        </th>
        <th scope="col">
          <FormattedMessage id="mf.dashboard.errors.column.code" />
        </th>
        <th scope="col">
          <FormattedMessage id="mf.dashboard.errors.column.text" />
        </th>
        <th scope="col">
          <FormattedMessage id="mf.dashboard.errors.column.board" />
        </th>
        <th scope="col">
          <FormattedMessage id="mf.dashboard.errors.column.time" />
        </th>
        <th scope="col" className="text-end">
          <FormattedMessage id="mf.dashboard.errors.column.state" />
        </th>
      </tr>
    </thead>
  );
}

/** An entry's row and, while open, the row of its details below it. */
function ErrorRows({ error, detailsId, withDetails, details, format }: EntryProps) {
  const key = errorKey(error);
  const isOpen = details.isOpen(key);
  const info = format.infoOf(error);
  return (
    <>
      <tr data-testid="error-entry">
        {withDetails ? (
          <td>
            <DetailsToggle
              error={error}
              open={isOpen}
              controls={detailsId}
              onToggle={() => details.toggle(key)}
            />
          </td>
        ) : null}
        <td>
          <ErrorIcon level={info.level} />
        </td>
        <td className="font-monospace fw-semibold text-nowrap">{error.codeText}</td>
        <td>
          <EntryText text={format.textOf(error)} info={info} />
        </td>
        <td className="text-nowrap">{format.boardLabel(error.boardName)}</td>
        <td className="text-nowrap">{format.timeOf(error)}</td>
        <td className="text-end">
          <StateBadge current={error.currentError} level={info.level} />
        </td>
      </tr>
      {isOpen ? (
        <tr>
          <td colSpan={withDetails ? 7 : 6} className="bg-body-tertiary px-4">
            <ErrorDetails error={error} id={detailsId} />
          </td>
        </tr>
      ) : null}
    </>
  );
}
