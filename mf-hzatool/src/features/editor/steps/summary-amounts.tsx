import type { HzaSummary } from '@portal/contracts';
import Table from 'react-bootstrap/Table';
import { germanDate, isWithinDeadline } from '@portal/energy-tax';
import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage, FormattedNumber } from 'react-intl';
import { useMoney } from '../../../components/use-money.js';

type Paragraph = NonNullable<HzaSummary['partial']>;

/** Full and partial relief with quantity, rate and amount, the aid offset, the total and the deadline. */
export function SummaryAmounts({ summary }: { summary: HzaSummary }) {
  const money = useMoney();
  const unit = summary.taxUnit ?? 'kWhHs';
  return (
    <section aria-labelledby="mfh-summary-amounts" className="d-flex flex-column gap-2">
      <h3 id="mfh-summary-amounts" className="h6 mb-0">
        <FormattedMessage id="mf.hzatool.summary.amounts" />
      </h3>
      <Table responsive className="mb-0 align-middle">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="mf.hzatool.summary.kind" />
            </th>
            <th scope="col" className="text-end">
              <FormattedMessage id="mf.hzatool.summary.quantity" />
            </th>
            <th scope="col" className="text-end d-none d-sm-table-cell">
              <FormattedMessage id="mf.hzatool.summary.rateHead" />
            </th>
            <th scope="col" className="text-end">
              <FormattedMessage id="mf.hzatool.summary.amount" />
            </th>
          </tr>
        </thead>
        <tbody>
          {/* Full relief shows its amount before the aid offset, which follows as a row of its own, so
              the rows add up to the total. */}
          {summary.full ? (
            <ReliefRow kind="full" paragraph={summary.full} cents={summary.full.grossCents} unit={unit} />
          ) : null}
          {summary.full && summary.full.aidOffsetCents > 0 ? (
            <tr>
              <th scope="row" className="fw-normal" colSpan={2}>
                <FormattedMessage id="mf.hzatool.summary.aidOffset" />
              </th>
              <td className="d-none d-sm-table-cell" />
              <td className="text-end">{money(-summary.full.aidOffsetCents)}</td>
            </tr>
          ) : null}
          {summary.partial ? (
            <ReliefRow kind="partial" paragraph={summary.partial} cents={summary.partial.cents} unit={unit} />
          ) : null}
        </tbody>
        <tfoot>
          <tr className="fw-semibold">
            <th scope="row" colSpan={2}>
              <FormattedMessage id="mf.hzatool.summary.total" />
            </th>
            <td className="d-none d-sm-table-cell" />
            <td className="text-end fs-5" data-testid="mfh-total">
              {money(summary.totalCents)}
            </td>
          </tr>
        </tfoot>
      </Table>
      <SummaryFacts summary={summary} />
    </section>
  );
}

function ReliefRow(props: {
  kind: 'full' | 'partial';
  paragraph: Paragraph;
  cents: number;
  unit: NonNullable<HzaSummary['taxUnit']>;
}) {
  const { kind, paragraph } = props;
  const money = useMoney();
  const rate = (
    <FormattedMessage id="mf.hzatool.summary.rate" values={{ rate: money(paragraph.rateCentsPer1000) }} />
  );
  return (
    <tr>
      <th scope="row" className="fw-normal">
        <FormattedMessage id={`mf.hzatool.summary.${kind}`} />
        <div className="small text-body-secondary">{paragraph.basis}</div>
      </th>
      <td className="text-end">
        <FormattedNumber value={paragraph.quantity} maximumFractionDigits={0} />{' '}
        <FormattedMessage id={`mf.hzatool.taxUnit.${props.unit}`} />
        {/* Phones have no rate column: the rate goes under the quantity. */}
        <div className="small text-body-secondary d-sm-none">{rate}</div>
      </td>
      <td className="text-end d-none d-sm-table-cell">{rate}</td>
      <td className="text-end">{money(props.cents)}</td>
    </tr>
  );
}

/** Aid offset in earlier applications, aid still to offset, and the deadline (marked once passed). */
function SummaryFacts({ summary }: { summary: HzaSummary }) {
  const money = useMoney();
  const deadlinePassed = !isWithinDeadline(summary.year, germanDate(new Date()));
  return (
    <dl className="small mb-0 d-flex flex-wrap column-gap-4">
      {summary.aidOffsetEarlierCents > 0 ? (
        <Fact label={<FormattedMessage id="mf.hzatool.summary.aidOffsetEarlier" />}>
          {money(summary.aidOffsetEarlierCents)}
        </Fact>
      ) : null}
      {summary.remainingAidCents > 0 ? (
        <Fact label={<FormattedMessage id="mf.hzatool.summary.remainingAid" />}>
          {money(summary.remainingAidCents)}
        </Fact>
      ) : null}
      {summary.deadline ? (
        <Fact
          label={<FormattedMessage id="mf.hzatool.summary.deadline" />}
          className={`fw-semibold ${deadlinePassed ? 'text-danger-emphasis' : ''}`}
        >
          <FormattedDate value={`${summary.deadline}T12:00:00`} dateStyle="long" />
          {deadlinePassed ? (
            <>
              {' – '}
              <FormattedMessage id="mf.hzatool.summary.deadlinePassed" />
            </>
          ) : null}
        </Fact>
      ) : null}
    </dl>
  );
}

function Fact({ label, className, children }: { label: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt className="d-inline fw-normal text-body-secondary">{label}</dt>{' '}
      <dd className={className ? `d-inline ${className}` : 'd-inline'}>{children}</dd>
    </div>
  );
}
