import {
  type AddressData,
  type AppInfo,
  type CurrentUser,
  type Language,
  type Partner,
  fixedRoles,
  languages,
} from '@portal/contracts';
import {
  EmptyState,
  appInfoAtom,
  currentUserAtom,
  languageAtom,
  refreshSession,
  useEndpointMutation,
  useEndpointQuery,
  useErrorText,
  useAtomValue,
  useSetAtom,
  useNavigate,
  useSearchParams,
} from '@portal/web-kit';
import { type ReactNode, useEffect, useId } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { AccountText, useAccountText } from './account-text.js';
import { LoadFailed, LoadingPlaceholder } from './load-state.js';
import { isDemo, isLegacyOperator, isOperator, isPartnerLike, messageOf } from './account-user.js';
import { openAddressDialog } from './address-dialog.js';
import { accountMessages, type AccountMessageId } from './messages.js';
import { openPasswordDialog } from './password-dialog.js';
import { AccessTokensCard } from './access-tokens-card.js';
import { SettingsCard } from './settings-card.js';

/** The customer-account area of the shop whose order URL the server hands out. */
export function shopAccountUrl(orderUrl: string): string {
  return `${orderUrl.replace(/\/+$/, '')}/account`;
}

/**
 * /usersettings (spec 2 "Settings and user settings", spec 6): the account, language, address
 * data, password, the operator's service partners and the shop account link.
 */
export function UserSettingsPage() {
  const user = useAtomValue(currentUserAtom);
  const appInfo = useAtomValue(appInfoAtom);
  const demo = user !== null && isDemo(user);
  useAddressDialogFromLink(user !== null && !demo);
  // Visitors who are not logged in are sent to /login by the route guard.
  if (!user) return null;
  const shopUrl =
    appInfo && user.possibleServices.includes('hzatool')
      ? shopAccountUrl(appInfo.services.shop.orderurl)
      : null;

  return (
    <div className="py-3">
      <header className="mb-4">
        <h1 className="h3 mb-1">
          <AccountText id="account.settings.title" />
        </h1>
        <p className="text-body-secondary mb-0">
          <AccountText id="account.settings.subtitle" />
        </p>
      </header>
      <Row xs={1} lg={2} className="g-4">
        <div className="col">
          <AccountCard user={user} appInfo={appInfo} />
        </div>
        <div className="col">
          <LanguageCard />
        </div>
        <div className="col">
          <AddressCard user={user} demo={demo} />
        </div>
        {demo ? null : (
          <div className="col">
            <PasswordCard />
          </div>
        )}
        {shopUrl ? (
          <div className="col">
            <ShopCard url={shopUrl} />
          </div>
        ) : null}
        {isOperator(user) ? (
          <div className="col-lg-12">
            <PartnersCard />
          </div>
        ) : null}
        {isLegacyOperator(user) ? null : (
          <div className="col-lg-12">
            <AccessTokensCard demo={demo} />
          </div>
        )}
      </Row>
    </div>
  );
}

// ---- account ---------------------------------------------------------------------------------------

function roleLabel(role: string, appInfo: AppInfo | null, text: (id: AccountMessageId) => string): string {
  if (appInfo && role === appInfo.brand) return text('account.role.manufacturer');
  return (fixedRoles as readonly string[]).includes(role)
    ? text(`account.role.${role}` as AccountMessageId)
    : role;
}

function initialsOf(name: string, login: string): string {
  const words = (name.trim() || login).split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters
    .map((word) => word?.[0] ?? '')
    .join('')
    .toUpperCase();
}

function AccountCard({ user, appInfo }: { user: CurrentUser; appInfo: AppInfo | null }) {
  const text = useAccountText();
  const email = user.data.email || user.data.metaData.email;
  return (
    <SettingsCard title="account.settings.accountCard">
      <div className="d-flex align-items-center gap-3 mb-3">
        <div
          className="rounded-circle bg-primary-subtle text-primary-emphasis fw-semibold d-flex align-items-center justify-content-center flex-shrink-0"
          style={{ width: 48, height: 48 }}
          aria-hidden="true"
        >
          {initialsOf(user.data.name, user.data.login)}
        </div>
        <div className="fw-semibold text-break">{user.data.name || user.data.login}</div>
      </div>
      <dl className="row mb-0 small">
        {/* The company is a field of its own, not a line that reads on from the name (issue 40, 40). */}
        {user.data.firma ? (
          <>
            <dt className="col-sm-4 text-body-secondary fw-normal">
              <AccountText id="account.settings.firma" />
            </dt>
            <dd className="col-sm-8 text-break">{user.data.firma}</dd>
          </>
        ) : null}
        <dt className="col-sm-4 text-body-secondary fw-normal">
          <AccountText id="account.settings.login" />
        </dt>
        <dd className="col-sm-8 text-break">{user.data.login}</dd>
        <dt className="col-sm-4 text-body-secondary fw-normal">
          <AccountText id="account.settings.email" />
        </dt>
        <dd className="col-sm-8 text-break">{email || '–'}</dd>
        <dt className="col-sm-4 text-body-secondary fw-normal">
          <AccountText id="account.settings.roles" />
        </dt>
        <dd className="col-sm-8 mb-0">
          <span className="d-flex flex-wrap gap-1">
            {user.roles.map((role) => (
              <Badge key={role} bg={role === user.primaryRole ? 'primary' : 'secondary'} pill>
                {roleLabel(role, appInfo, text)}
              </Badge>
            ))}
          </span>
        </dd>
      </dl>
    </SettingsCard>
  );
}

// ---- language --------------------------------------------------------------------------------------

function LanguageCard() {
  const language = useAtomValue(languageAtom);
  const setLanguage = useSetAtom(languageAtom);
  const errorText = useErrorText();
  const save = useEndpointMutation('language', {
    afterAnswer: async (_answer, { body }) => {
      setLanguage(body.language);
      await refreshSession();
    },
    // Confirmed in the language just chosen.
    successToast: (_answer, { body }) => ({
      variant: 'success',
      title: accountMessages[body.language]['account.language.title'],
      body: accountMessages[body.language]['account.language.saved'],
    }),
    errorToast: (error) => ({
      variant: 'danger',
      title: errorText('exception.error'),
      body: messageOf(error),
    }),
  });
  const saving = save.isPending ? save.variables.body.language : null;
  const ids = useId();

  function change(chosen: Language) {
    if (chosen !== language) save.mutate({ body: { language: chosen } });
  }

  return (
    <SettingsCard title="account.language.title">
      <Form.Group controlId={`${ids}-language`}>
        <Form.Label>
          <AccountText id="account.language.label" />
        </Form.Label>
        <div className="d-flex align-items-center gap-2">
          <Form.Select
            value={saving ?? language}
            disabled={saving !== null}
            onChange={(event) => {
              const chosen = languages.find((candidate) => candidate === event.target.value);
              if (chosen) change(chosen);
            }}
            aria-describedby={`${ids}-help`}
          >
            {languages.map((option) => (
              <option key={option} value={option} lang={option.slice(0, 2)}>
                {accountMessages[option][`account.language.${option}`]}
              </option>
            ))}
          </Form.Select>
          {saving ? <Spinner animation="border" size="sm" aria-hidden /> : null}
        </div>
        <Form.Text id={`${ids}-help`}>
          <AccountText id="account.language.help" />
        </Form.Text>
      </Form.Group>
    </SettingsCard>
  );
}

// ---- address data ----------------------------------------------------------------------------------

function AddressSummary({ address }: { address: AddressData }) {
  const text = useAccountText();
  const salutation = address.anrede === 'anders' ? '' : text(`account.address.anrede.${address.anrede}`);
  const person = [salutation, address.titel, address.vorname, address.nachname].filter(Boolean).join(' ');
  return (
    <address className="mb-3 text-break">
      {address.firma ? <div className="fw-semibold">{address.firma}</div> : null}
      {address.firma && address.umsatzsteuerId ? (
        <div className="small text-body-secondary mb-1">
          <AccountText id="account.addressCard.vatId" values={{ id: address.umsatzsteuerId }} />
        </div>
      ) : null}
      <div className={address.firma ? undefined : 'fw-semibold'}>{person}</div>
      <div>
        {address.strasse} {address.hausnummer}
      </div>
      <div>
        {address.plz} {address.ort}
      </div>
      <div className="small text-body-secondary mt-2">
        {address.telefonnummer ? <div>{address.telefonnummer}</div> : null}
        <div>{address.email}</div>
      </div>
    </address>
  );
}

/**
 * `/usersettings?dialog=address` opens the address dialog: the shop's Orders dialog sends users here
 * when the shop lacks their address (spec 8 'services.order.missingaddressdata').
 */
function useAddressDialogFromLink(allowed: boolean): void {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('dialog') === 'address';
  useEffect(() => {
    if (!wanted || !allowed) return;
    setParams({}, { replace: true });
    void openAddressDialog();
  }, [wanted, allowed, setParams]);
}

function AddressCard({ user, demo }: { user: CurrentUser; demo: boolean }) {
  const loaded = useEndpointQuery('addressDataGet');
  const address = loaded.data?.address ?? null;
  const incomplete = (loaded.data?.warnings.length ?? 0) > 0;

  // Saving in the dialog marks the address stale, so this card loads it again.
  function edit() {
    void openAddressDialog();
  }

  return (
    <SettingsCard
      title={isPartnerLike(user) ? 'account.addressCard.titlePartner' : 'account.addressCard.title'}
      badge={
        incomplete && address ? (
          <Badge bg="warning" text="dark">
            <AccountText id="account.addressCard.incomplete" />
          </Badge>
        ) : null
      }
    >
      {loaded.isPending && loaded.isFetching ? <LoadingPlaceholder /> : null}
      <LoadFailed loaded={loaded} />
      {loaded.isSuccess ? (
        <>
          {address ? (
            <AddressSummary address={address} />
          ) : (
            <p className="text-body-secondary">
              <AccountText id="account.addressCard.empty" />
            </p>
          )}
          <div className="mt-auto">
            {demo ? (
              <p className="small text-body-secondary mb-0">
                <AccountText id="account.addressCard.demo" />
              </p>
            ) : (
              <Button variant={address ? 'outline-primary' : 'primary'} onClick={edit}>
                <AccountText id={address ? 'account.addressCard.edit' : 'account.addressCard.add'} />
              </Button>
            )}
          </div>
        </>
      ) : null}
    </SettingsCard>
  );
}

// ---- password --------------------------------------------------------------------------------------

function PasswordCard() {
  const navigate = useNavigate();
  function change() {
    void openPasswordDialog({ forced: false }).then((changed) => {
      // Spec 2: after a successful change the portal goes to '/'.
      if (changed) void navigate('/');
    });
  }
  return (
    <SettingsCard title="account.passwordCard.title">
      <p className="text-body-secondary">
        <AccountText id="account.passwordCard.text" />
      </p>
      <div className="mt-auto">
        <Button variant="outline-primary" onClick={change}>
          <AccountText id="account.passwordCard.button" />
        </Button>
      </div>
    </SettingsCard>
  );
}

// ---- shop ------------------------------------------------------------------------------------------

function ShopCard({ url }: { url: string }) {
  return (
    <SettingsCard title="account.shop.title">
      <p className="text-body-secondary">
        <AccountText id="account.shop.text" />
      </p>
      <div className="mt-auto">
        <a className="btn btn-outline-primary" href={url} target="_blank" rel="noopener noreferrer">
          <AccountText id="account.shop.link" />
          <span className="visually-hidden">
            {' '}
            <AccountText id="account.common.newWindow" />
          </span>
          <ExternalMark />
        </a>
      </div>
    </SettingsCard>
  );
}

function ExternalMark() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 16 16"
      aria-hidden="true"
      className="ms-2 mb-1"
      fill="currentColor"
    >
      <path d="M9 2h5v5h-1.5V4.6L7.3 9.8 6.2 8.7l5.2-5.2H9V2ZM3 4h4v1.5H3.5v7h7V9H12v4a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Z" />
    </svg>
  );
}

// ---- service partners ------------------------------------------------------------------------------

function PartnersCard() {
  const text = useAccountText();
  const loaded = useEndpointQuery('partners', { body: {} });
  return (
    <SettingsCard title="account.partners.title">
      <p className="text-body-secondary">
        <AccountText id="account.partners.intro" />
      </p>
      {loaded.isPending && loaded.isFetching ? <LoadingPlaceholder /> : null}
      <LoadFailed loaded={loaded} />
      {loaded.isSuccess ? (
        loaded.data.partners.length === 0 ? (
          <EmptyState compact icon="bi-people" title={text('account.partners.empty')} />
        ) : (
          <Row as="ul" xs={1} md={2} xl={3} className="list-unstyled g-3 mb-0">
            {loaded.data.partners.map((partner) => (
              <li className="col" key={partner.uuid}>
                <PartnerEntry partner={partner} />
              </li>
            ))}
          </Row>
        )
      ) : null}
    </SettingsCard>
  );
}

function PartnerEntry({ partner }: { partner: Partner }) {
  const lines = [partner.anschrift1, partner.anschrift2, partner.anschrift3].filter(Boolean);
  const phones: [AccountMessageId, string][] = [
    ['account.partners.phone', partner.telefon],
    ['account.partners.mobile', partner.mobil],
    ['account.partners.fax', partner.telefax],
  ];
  return (
    <article className="h-100 border rounded p-3 text-break">
      <h3 className="h6 mb-1">{partner.name}</h3>
      {partner.vname ? (
        <div className="small text-body-secondary mb-2">
          <AccountText id="account.partners.contact" values={{ name: partner.vname }} />
        </div>
      ) : null}
      <address className="small mb-2">
        {lines.map((line, index) => (
          <div key={index}>{line}</div>
        ))}
        <div>
          {partner.plz} {partner.ort}
        </div>
      </address>
      <dl
        className="small mb-0 d-grid gap-1"
        style={{ gridTemplateColumns: 'auto 1fr', columnGap: '0.75rem' }}
      >
        {phones
          .filter(([, number]) => number)
          .map(([label, number]) => (
            <PartnerLine key={label} label={label}>
              {label === 'account.partners.fax' ? (
                number
              ) : (
                <a href={`tel:${number.replace(/[^\d+]/g, '')}`}>{number}</a>
              )}
            </PartnerLine>
          ))}
        {partner.mail ? (
          <PartnerLine label="account.partners.mail">
            <a href={`mailto:${partner.mail}`}>{partner.mail}</a>
          </PartnerLine>
        ) : null}
      </dl>
    </article>
  );
}

function PartnerLine({ label, children }: { label: AccountMessageId; children: ReactNode }) {
  return (
    <>
      <dt className="fw-normal text-body-secondary">
        <AccountText id={label} />
      </dt>
      <dd className="mb-0">{children}</dd>
    </>
  );
}
