import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { UnderConstructionPage } from '@portal/web-kit';

export function HzatoolPage() {
  return (
    <UnderConstructionPage title={<FormattedMessage id="mf.hzatool.hzatool.title" />}>
      <FormattedMessage id="mf.hzatool.hzatool.text" />
    </UnderConstructionPage>
  );
}

export function HzatoolLocationPage() {
  const { uuid } = useParams<'uuid'>();
  return (
    <UnderConstructionPage
      title={<FormattedMessage id="mf.hzatool.hzatoolLocation.title" values={{ uuid }} />}
    >
      <FormattedMessage id="mf.hzatool.hzatoolLocation.text" />
    </UnderConstructionPage>
  );
}
