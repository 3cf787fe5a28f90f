import { FormattedMessage } from 'react-intl';
import { UnderConstructionPage } from '@portal/web-kit';

export function StartPage() {
  return (
    <UnderConstructionPage title={<FormattedMessage id="mf.units.start.title" />}>
      <FormattedMessage id="mf.units.start.text" />
    </UnderConstructionPage>
  );
}

export function MigratePage() {
  return (
    <UnderConstructionPage title={<FormattedMessage id="mf.units.migrate.title" />}>
      <FormattedMessage id="mf.units.migrate.text" />
    </UnderConstructionPage>
  );
}
