import type { AccessToken, TokenCreatedResponse } from '@portal/contracts';
import { confirmDialog, useEndpointMutation, useEndpointQuery, useErrorText } from '@portal/web-kit';
import { useState } from 'react';
import { useAccountText } from './account-text.js';
import { messageOf } from './account-user.js';
import { openTokenDialog } from './token-dialog.js';

/**
 * The access-tokens card's state: the user's tokens, the secret of the one just made (shown until
 * the user says it is stored), and revoking after a confirmation.
 */
export function useAccessTokens() {
  const text = useAccountText();
  const errorText = useErrorText();
  const tokens = useEndpointQuery('tokenList');
  const [created, setCreated] = useState<TokenCreatedResponse | undefined>();
  // What 'expired' is measured against: when the card opened (tokens expire at the end of a day).
  const [now] = useState(() => Date.now());
  const revoke = useEndpointMutation('tokenRevoke', {
    invalidates: ['tokenList'],
    successToast: (answer) => ({
      variant: 'success',
      title: text('account.tokens.title'),
      body: text('account.tokens.revokedToast', { name: answer.token.name }),
    }),
    errorToast: (error) => ({
      variant: 'danger',
      title: errorText('exception.error'),
      body: messageOf(error),
    }),
  });

  async function create() {
    const made = await openTokenDialog();
    if (made) setCreated(made);
  }

  async function confirmRevoke(token: AccessToken) {
    const confirmed = await confirmDialog({
      title: text('account.tokens.revokeTitle'),
      description: text('account.tokens.revokeText', { name: token.name }),
      confirmText: text('account.tokens.revoke'),
      cancelText: text('account.common.cancel'),
      variant: 'danger',
    });
    if (confirmed) revoke.mutate({ params: { id: String(token.id) }, body: {} });
  }

  return {
    tokens,
    list: tokens.data?.tokens ?? [],
    now,
    created,
    forgetSecret: () => setCreated(undefined),
    create: () => void create(),
    revoke: (token: AccessToken) => void confirmRevoke(token),
    revoking: revoke.isPending ? revoke.variables.params.id : undefined,
  };
}
