import { externSerialFor } from '@portal/contracts';
import { browserPage, appInfoAtom, currentUserAtom, useAtomValue, useNavigate } from '@portal/web-kit';
import { type ReactNode, useCallback, useState } from 'react';
import Card from 'react-bootstrap/Card';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import type { UnitsMessageId } from '../../../components/messages.js';
import { UnitsText } from '../../../components/units-text.js';
import { type UserRules, userRulesOf } from '../../../components/user-rules.js';
import { logoutAfterMigrationUrl } from '../migrate-forms.js';
import { EmailMigrationForm } from './email-migration-form.js';
import { ExternUnitForm } from './extern-unit-form.js';
import { type MigrateSuccess, MigrateSuccessModal } from './migrate-success-modal.js';
import { OldUnitForm } from './old-unit-form.js';

type MigrateTab = 'email' | 'oldUnit' | 'extern';

/**
 * Which forms a user gets (spec 2, 5, 6): legacy operators move their account by e-mail; the
 * old-unit form is for operators only; operators, legacy operators and the extern role register
 * external units. Demo users change nothing.
 */
export function migrateTabsOf(rules: UserRules): MigrateTab[] {
  if (rules.demo) return [];
  const tabs: MigrateTab[] = [];
  if (rules.legacyOperator) tabs.push('email');
  if (rules.operator) tabs.push('oldUnit');
  if (rules.operator || rules.legacyOperator || rules.extern) tabs.push('extern');
  return tabs;
}

const tabTitles: Record<MigrateTab, UnitsMessageId> = {
  email: 'migrate.tab.email',
  oldUnit: 'migrate.tab.oldUnit',
  extern: 'migrate.tab.extern',
};

/** /migrate: takes over a legacy account or adds old and external units. */
export function MigratePage() {
  const user = useAtomValue(currentUserAtom);
  const app = useAtomValue(appInfoAtom);
  const navigate = useNavigate();
  const [success, setSuccess] = useState<MigrateSuccess | null>(null);

  const finish = useCallback(() => {
    if (success?.kind === 'email') {
      browserPage.assign(logoutAfterMigrationUrl);
      return;
    }
    setSuccess(null);
    // The session (the menu's unit count) was refreshed with the success; the list shows the unit.
    void navigate('/');
  }, [success, navigate]);

  if (!user) return null;
  const rules = userRulesOf(user, app);
  const tabs = migrateTabsOf(rules);
  const forms: Record<MigrateTab, ReactNode> = {
    email: <EmailMigrationForm onDone={() => setSuccess({ kind: 'email' })} />,
    oldUnit: <OldUnitForm onDone={(sn) => setSuccess({ kind: 'unit', sn })} />,
    extern: (
      <ExternUnitForm
        fixedSerial={rules.extern ? externSerialFor(user.data.login) : undefined}
        onDone={(sn) => setSuccess({ kind: 'unit', sn })}
      />
    ),
  };

  return (
    <div className="mx-auto" style={{ maxWidth: 760 }}>
      <Card>
        <Card.Header className="bg-body py-3">
          <h1 className="h5 mb-0 d-flex align-items-center gap-2">
            <i className="bi bi-arrow-left-right text-body-secondary" aria-hidden />
            <UnitsText id={rules.legacyOperator ? 'migrate.title.legacy' : 'migrate.title.addUnit'} />
          </h1>
        </Card.Header>
        <Card.Body className="p-3 p-md-4">
          {tabs.length === 0 ? (
            <p className="text-body-secondary mb-0" role="status">
              <UnitsText id="migrate.nothing" />
            </p>
          ) : tabs.length === 1 && tabs[0] ? (
            forms[tabs[0]]
          ) : (
            <Tabs defaultActiveKey={tabs[0]} className="mb-4" mountOnEnter unmountOnExit transition={false}>
              {tabs.map((tab) => (
                <Tab key={tab} eventKey={tab} title={<UnitsText id={tabTitles[tab]} />}>
                  {forms[tab]}
                </Tab>
              ))}
            </Tabs>
          )}
        </Card.Body>
      </Card>
      {success ? <MigrateSuccessModal success={success} onClose={finish} /> : null}
    </div>
  );
}
