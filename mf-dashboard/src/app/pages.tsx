import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { UnderConstructionPage } from '@portal/web-kit';

export function DashboardPage() {
  const { sn } = useParams<'sn'>();
  return (
    <UnderConstructionPage title={<FormattedMessage id="mf.dashboard.dashboard.title" values={{ sn }} />}>
      <FormattedMessage id="mf.dashboard.dashboard.text" />
    </UnderConstructionPage>
  );
}

export function DataPage() {
  const { sn, page } = useParams<'sn' | 'page'>();
  return (
    <UnderConstructionPage
      title={<FormattedMessage id="mf.dashboard.dataPage.title" values={{ sn, page }} />}
    >
      <FormattedMessage id="mf.dashboard.dataPage.text" />
    </UnderConstructionPage>
  );
}

export function ErrorsPage() {
  const { sn } = useParams<'sn'>();
  return (
    <UnderConstructionPage title={<FormattedMessage id="mf.dashboard.errors.title" values={{ sn }} />}>
      <FormattedMessage id="mf.dashboard.errors.text" />
    </UnderConstructionPage>
  );
}

export function SettingsPage() {
  const { sn } = useParams<'sn'>();
  return (
    <UnderConstructionPage title={<FormattedMessage id="mf.dashboard.settings.title" values={{ sn }} />}>
      <FormattedMessage id="mf.dashboard.settings.text" />
    </UnderConstructionPage>
  );
}

export function DebugPage() {
  const { sn } = useParams<'sn'>();
  return (
    <UnderConstructionPage title={<FormattedMessage id="mf.dashboard.debug.title" values={{ sn }} />}>
      <FormattedMessage id="mf.dashboard.debug.text" />
    </UnderConstructionPage>
  );
}

export function ChartsPage() {
  return (
    <UnderConstructionPage title={<FormattedMessage id="mf.dashboard.charts.title" />}>
      <FormattedMessage id="mf.dashboard.charts.text" />
    </UnderConstructionPage>
  );
}
