import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { UnderConstructionPage } from '@portal/web-kit';

export function HzatoolPage() {
  return (
    <UnderConstructionPage
      title={<FormattedMessage id="mf.hzatool.hzatool.title" defaultMessage="Energiesteuer-Tool" />}
    >
      <FormattedMessage
        id="mf.hzatool.hzatool.text"
        defaultMessage="Hier entsteht das Werkzeug für Anträge auf Energiesteuer-Erstattung."
      />
    </UnderConstructionPage>
  );
}

export function HzatoolLocationPage() {
  const { uuid } = useParams<'uuid'>();
  return (
    <UnderConstructionPage
      title={
        <FormattedMessage
          id="mf.hzatool.hzatoolLocation.title"
          defaultMessage="Energiesteuer-Tool: Standort {uuid}"
          values={{ uuid }}
        />
      }
    >
      <FormattedMessage
        id="mf.hzatool.hzatoolLocation.text"
        defaultMessage="Hier entsteht der Erstattungsbericht für diesen Standort."
      />
    </UnderConstructionPage>
  );
}
