import { applicationDeadline, germanDate, hasYearEnded, isWithinDeadline } from '@portal/energy-tax';
import Alert from 'react-bootstrap/Alert';
import { FormattedDate, FormattedMessage } from 'react-intl';

/**
 * What the calendar says about the year's application, on every step: a year still running can be
 * prepared but not completed, and after 31 December of the following year (a cut-off deadline,
 * EnergieStV §99a) the application is lost.
 */
export function YearNotices({ year, today = germanDate(new Date()) }: { year: number; today?: string }) {
  const date = (iso: string) => <FormattedDate value={`${iso}T12:00:00`} dateStyle="long" />;
  if (!hasYearEnded(year, today))
    return (
      <Alert variant="info" className="mb-0" data-testid="mfh-year-open">
        <FormattedMessage
          id="mf.hzatool.editor.yearOpen"
          values={{ year, from: date(`${year + 1}-01-01`) }}
        />
      </Alert>
    );
  if (!isWithinDeadline(year, today))
    return (
      <Alert variant="warning" className="mb-0" data-testid="mfh-deadline-passed">
        <Alert.Heading as="h2" className="h6">
          <FormattedMessage id="mf.hzatool.editor.deadlinePassed.title" />
        </Alert.Heading>
        <FormattedMessage
          id="mf.hzatool.editor.deadlinePassed"
          values={{ year, deadline: date(applicationDeadline(year)) }}
        />
      </Alert>
    );
  return null;
}
