import type { Layout, LayoutPage } from '@portal/unit-catalog';
import {
  currentUserAtom,
  type ConnectedUnit,
  type UnitMetadata,
  useAtomValue,
  useParams,
} from '@portal/web-kit';
import { useState } from 'react';
import { ConsentDialog } from '../../../components/consent-dialog.js';
import { PageView } from '../../../layout/page-view.js';
import { UnitHeader } from '../../../layout/unit-header.js';
import { UnitPageFrame } from '../../../layout/unit-page-frame.js';
import { refreshCurrentValues, useCurrentValuesRefresh } from '../../../unit/use-unit.js';
import { CommandsCard } from './commands/commands-card.js';
import { PageTiles } from './page-tiles.js';
import './dashboard-page.css';

/** The layout page shown as the dashboard: the one named 'dashboard', else the first. */
export function dashboardPage(layout: Layout): [string, LayoutPage] | undefined {
  const pages = Object.entries(layout.pages);
  return pages.find(([, page]) => page.name === 'dashboard') ?? pages[0];
}

/** Spec 4: an operator must consent on a lead controller (module L1 or empty) before seeing data. */
export function consentNeeded(unit: ConnectedUnit, roles: readonly string[]): boolean {
  return (
    roles.includes('betreiber') &&
    (unit.module === '' || unit.module === 'L1') &&
    unit.zustimmungMap['DACHSWEB'] !== true
  );
}

export function DashboardPage() {
  const { sn = '' } = useParams<'sn'>();
  useCurrentValuesRefresh(sn);
  return (
    <UnitPageFrame sn={sn}>{(unit, meta) => <Dashboard sn={sn} unit={unit} meta={meta} />}</UnitPageFrame>
  );
}

function Dashboard({ sn, unit, meta }: { sn: string; unit: ConnectedUnit; meta: UnitMetadata }) {
  const user = useAtomValue(currentUserAtom);
  const [dismissed, setDismissed] = useState(false);
  const layout = unit.layout as Layout;
  const found = dashboardPage(layout);
  const needsConsent = consentNeeded(unit, user?.roles ?? []);
  return (
    <div className="dashboard-page">
      <UnitHeader sn={sn} unit={unit} meta={meta} titleId="mf.dashboard.dashboard.title" />
      <div
        className={needsConsent ? 'mfd-dashboard-blurred' : undefined}
        aria-hidden={needsConsent || undefined}
      >
        <CommandsCard sn={sn} meta={meta} />
        <PageTiles sn={sn} unit={unit} layout={layout} meta={meta} />
        {found && <PageView pageKey={found[0]} page={found[1]} sn={sn} unit={unit} meta={meta} dashboard />}
      </div>
      <ConsentDialog
        sn={sn}
        consents={unit.zustimmungMap}
        show={needsConsent && !dismissed}
        failure="alert"
        onClose={(saved) => {
          setDismissed(saved === null);
          if (saved?.['DACHSWEB']) void refreshCurrentValues(sn);
        }}
      />
    </div>
  );
}
