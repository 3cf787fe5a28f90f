import type { AccessToken, TokenCreatedResponse } from '@portal/contracts';
import { SecretOnce } from '@portal/web-kit';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useIntl } from 'react-intl';
import { AccountText, useAccountText } from './account-text.js';
import { LoadFailed, LoadingPlaceholder } from './load-state.js';
import { SettingsCard } from './settings-card.js';
import { useAccessTokens } from './use-access-tokens.js';

/** /usersettings: the user's personal access tokens for scripts (issue 43, ADR 0018). */
export function AccessTokensCard({ demo }: { demo: boolean }) {
  const state = useAccessTokens();
  const { tokens, list } = state;
  return (
    <SettingsCard title="account.tokens.title">
      <p className="text-body-secondary">
        <AccountText id="account.tokens.intro" />
      </p>
      {state.created ? <SecretOnceNotice created={state.created} onDone={state.forgetSecret} /> : null}
      {tokens.isPending && tokens.isFetching ? <LoadingPlaceholder lines={2} /> : null}
      <LoadFailed loaded={tokens} />
      {tokens.isSuccess && list.length === 0 ? (
        <p className="text-body-secondary small">
          <AccountText id="account.tokens.empty" />
        </p>
      ) : null}
      {list.length > 0 ? (
        <ul className="list-group mb-3">
          {list.map((token) => (
            <TokenItem
              key={token.id}
              token={token}
              onRevoke={demo ? undefined : () => state.revoke(token)}
              revoking={state.revoking === String(token.id)}
              now={state.now}
            />
          ))}
        </ul>
      ) : null}
      <div className="mt-auto">
        {demo ? (
          <p className="small text-body-secondary mb-0">
            <AccountText id="account.tokens.demo" />
          </p>
        ) : (
          <Button variant="outline-primary" onClick={state.create}>
            <AccountText id="account.tokens.create" />
          </Button>
        )}
      </div>
    </SettingsCard>
  );
}

function TokenItem(props: {
  token: AccessToken;
  onRevoke: (() => void) | undefined;
  revoking: boolean;
  now: number;
}) {
  const { token } = props;
  const text = useAccountText();
  const intl = useIntl();
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });
  const expired = token.expiresAt !== null && Date.parse(token.expiresAt) < props.now;
  const units =
    token.units === 'all'
      ? text('account.tokens.allUnits')
      : text('account.tokens.someUnits', {
          units: token.units.serials.length,
          locations: token.units.locations.length,
          both: token.units.serials.length > 0 && token.units.locations.length > 0 ? 'yes' : 'no',
        });
  const expiry =
    token.expiresAt === null
      ? text('account.tokens.never')
      : text(expired ? 'account.tokens.expired' : 'account.tokens.expires', { date: date(token.expiresAt) });
  const lastUse = token.lastUsedAt
    ? text('account.tokens.lastUse', {
        date: intl.formatDate(token.lastUsedAt, { dateStyle: 'medium', timeStyle: 'short' }),
        address: token.lastUsedAddress ?? '–',
      })
    : text('account.tokens.unused');
  const active = token.revokedAt === null && !expired;
  return (
    <li
      className="list-group-item d-flex flex-wrap gap-2 align-items-start"
      data-testid={`token-${token.id}`}
    >
      <div className="me-auto text-break" style={{ minWidth: 0 }}>
        <div className="fw-semibold">
          {token.name}{' '}
          {token.revokedAt ? (
            <Badge bg="secondary">
              <AccountText id="account.tokens.revoked" />
            </Badge>
          ) : null}
        </div>
        <div className="font-monospace small text-body-secondary">{token.prefix}</div>
        <div className="d-flex flex-wrap gap-1 my-1">
          {token.scopes.map((scope) => (
            <Badge key={scope} bg="info" text="dark" pill>
              {text(`account.tokens.scope.${scope}`)}
            </Badge>
          ))}
        </div>
        <div className="small">
          {units} · {expiry}
        </div>
        <div className="small text-body-secondary">{lastUse}</div>
      </div>
      {active && props.onRevoke ? (
        <Button
          variant="outline-danger"
          size="sm"
          onClick={props.onRevoke}
          disabled={props.revoking}
          aria-label={text('account.tokens.revokeNamed', { name: token.name })}
        >
          <AccountText id="account.tokens.revoke" />
        </Button>
      ) : null}
    </li>
  );
}

const secretTexts = {
  once: <AccountText id="account.tokens.secretOnce" />,
  label: <AccountText id="account.tokens.secretLabel" />,
  copy: <AccountText id="account.tokens.copy" />,
  copied: <AccountText id="account.tokens.copied" />,
  done: <AccountText id="account.tokens.done" />,
};

/** The new token's secret, in full this once, with a copy button. */
function SecretOnceNotice({ created, onDone }: { created: TokenCreatedResponse; onDone: () => void }) {
  const title = <AccountText id="account.tokens.secretTitle" values={{ name: created.token.name }} />;
  return (
    <SecretOnce
      secret={created.secret}
      texts={{ ...secretTexts, title }}
      onDone={onDone}
      variant="warning"
      heading="h3"
    />
  );
}
