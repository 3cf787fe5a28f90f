import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { UnderConstructionPage } from '@portal/web-kit';

export function DashboardPage() {
  const { sn } = useParams<'sn'>();
  return (
    <UnderConstructionPage
      title={
        <FormattedMessage id="mf.dashboard.dashboard.title" defaultMessage="Anlage {sn}" values={{ sn }} />
      }
    >
      <FormattedMessage
        id="mf.dashboard.dashboard.text"
        defaultMessage="Hier entsteht das Dashboard mit Kacheln und Diagrammen dieser Anlage."
      />
    </UnderConstructionPage>
  );
}

export function DataPage() {
  const { sn, page } = useParams<'sn' | 'page'>();
  return (
    <UnderConstructionPage
      title={
        <FormattedMessage
          id="mf.dashboard.dataPage.title"
          defaultMessage="Anlage {sn}: Datenseite {page}"
          values={{ sn, page }}
        />
      }
    >
      <FormattedMessage
        id="mf.dashboard.dataPage.text"
        defaultMessage="Hier entstehen die Datenseiten mit den Werten der Anlage."
      />
    </UnderConstructionPage>
  );
}

export function ErrorsPage() {
  const { sn } = useParams<'sn'>();
  return (
    <UnderConstructionPage
      title={
        <FormattedMessage
          id="mf.dashboard.errors.title"
          defaultMessage="Anlage {sn}: Störungen"
          values={{ sn }}
        />
      }
    >
      <FormattedMessage
        id="mf.dashboard.errors.text"
        defaultMessage="Hier entsteht die Tabelle der Störungen dieser Anlage."
      />
    </UnderConstructionPage>
  );
}

export function SettingsPage() {
  const { sn } = useParams<'sn'>();
  return (
    <UnderConstructionPage
      title={
        <FormattedMessage
          id="mf.dashboard.settings.title"
          defaultMessage="Anlage {sn}: Einstellungen"
          values={{ sn }}
        />
      }
    >
      <FormattedMessage
        id="mf.dashboard.settings.text"
        defaultMessage="Hier entstehen die Zustimmungen und Einstellungen dieser Anlage."
      />
    </UnderConstructionPage>
  );
}

export function DebugPage() {
  const { sn } = useParams<'sn'>();
  return (
    <UnderConstructionPage
      title={
        <FormattedMessage id="mf.dashboard.debug.title" defaultMessage="Anlage {sn}: Debug" values={{ sn }} />
      }
    >
      <FormattedMessage
        id="mf.dashboard.debug.text"
        defaultMessage="Hier entstehen Protokoll und Collector dieser Anlage."
      />
    </UnderConstructionPage>
  );
}

export function ChartsPage() {
  return (
    <UnderConstructionPage
      title={<FormattedMessage id="mf.dashboard.charts.title" defaultMessage="Laufzeitanalyse" />}
    >
      <FormattedMessage
        id="mf.dashboard.charts.text"
        defaultMessage="Hier entsteht die Laufzeitanalyse mit Tageskurven, Eigenverbrauch und Autarkie."
      />
    </UnderConstructionPage>
  );
}
