import type { BalanceSource } from '@portal/contracts';
import { type ReactNode, useId } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { FormattedMessage } from 'react-intl';

const sourceLooks: Record<BalanceSource, string> = {
  meter: 'success',
  estimated: 'warning',
  unknown: 'secondary',
};

/** One figure of the period: an icon in its colour, the label, the value, a note and its source. */
export function FigureCard(props: {
  icon: string;
  tone: 'fuel' | 'electricity' | 'heat' | 'grid' | 'green';
  label: ReactNode;
  value: string;
  note?: ReactNode;
  source?: BalanceSource;
}) {
  const headingId = useId();
  return (
    <Card className="mfd-balance-figure h-100" as="section" aria-labelledby={headingId}>
      <Card.Body className="d-flex gap-3 align-items-start">
        <span className={`mfd-balance-icon mfd-balance-tone-${props.tone}`} aria-hidden>
          <i className={`bi ${props.icon}`} />
        </span>
        <div className="min-w-0 flex-grow-1">
          <h2 className="h6 text-body-secondary fw-normal mb-1 d-flex flex-wrap align-items-center gap-2">
            <span id={headingId}>{props.label}</span>
            {props.source ? (
              <Badge
                bg={sourceLooks[props.source]}
                text={props.source === 'estimated' ? 'dark' : undefined}
                pill
              >
                <FormattedMessage id={`mf.dashboard.balance.source.${props.source}`} />
              </Badge>
            ) : null}
          </h2>
          <p className="mfd-balance-value mb-0">{props.value}</p>
          {props.note ? <p className="small text-body-secondary mb-0 mt-1">{props.note}</p> : null}
        </div>
      </Card.Body>
    </Card>
  );
}
