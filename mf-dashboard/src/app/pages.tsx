import { FormattedMessage } from 'react-intl';
import { UnderConstructionPage } from '@portal/web-kit';

export { DashboardPage } from '../features/dashboard/components/dashboard-page.js';
export { DataPage } from '../features/data-page/components/data-page.js';
export { DebugPage } from '../features/debug/components/debug-page.js';
export { ErrorsPage } from '../features/errors/components/errors-page.js';
export { SettingsPage } from '../features/settings/components/settings-page.js';

/** /charts (runtime analysis) comes with the charts issue. */
export function ChartsPage() {
  return (
    <UnderConstructionPage title={<FormattedMessage id="mf.dashboard.charts.title" />}>
      <FormattedMessage id="mf.dashboard.charts.text" />
    </UnderConstructionPage>
  );
}
