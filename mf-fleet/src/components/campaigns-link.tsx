import { appInfoAtom, currentUserAtom, useAtomValue, Link } from '@portal/web-kit';
import { FormattedMessage } from 'react-intl';
import { mayRunCampaigns } from './campaign-rules.js';

/** The parameter campaigns' link in a fleet page's navigation, for those who may run them (issue 44). */
export function CampaignsLink() {
  const user = useAtomValue(currentUserAtom);
  const app = useAtomValue(appInfoAtom);
  if (!mayRunCampaigns(user, app)) return null;
  return (
    <Link to="/fleet/campaigns">
      <i className="bi bi-sliders2 me-1" aria-hidden />
      <FormattedMessage id="mf.fleet.campaigns.link" />
    </Link>
  );
}
