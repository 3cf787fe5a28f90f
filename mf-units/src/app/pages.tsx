import { FormattedMessage } from 'react-intl';
import { UnderConstructionPage } from '@portal/web-kit';

export function StartPage() {
  return (
    <UnderConstructionPage title={<FormattedMessage id="mf.units.start.title" defaultMessage="Anlagen" />}>
      <FormattedMessage
        id="mf.units.start.text"
        defaultMessage="Hier entsteht die Liste Ihrer Anlagen, gruppiert nach Standorten."
      />
    </UnderConstructionPage>
  );
}

export function MigratePage() {
  return (
    <UnderConstructionPage
      title={<FormattedMessage id="mf.units.migrate.title" defaultMessage="Migration" />}
    >
      <FormattedMessage
        id="mf.units.migrate.text"
        defaultMessage="Hier entsteht die Übernahme Ihres bisherigen Zugangs und Ihrer Anlagen."
      />
    </UnderConstructionPage>
  );
}
