import { type TokenCreatedResponse, type TokenScope, tokenScopes } from '@portal/contracts';
import { ApiError, useEndpointMutation } from '@portal/web-kit';
import { useState } from 'react';

export const expiryChoices = ['none', '30', '90', '365', 'date'] as const;
export type ExpiryChoice = (typeof expiryChoices)[number];

const day = 86_400_000;
/** The day `days` from today (UTC), as the server takes expiry dates. */
export const dayIn = (days: number, now = Date.now()) =>
  new Date(now + days * day).toISOString().slice(0, 10);

/** A set with one member added or taken away. */
function toggled<T>(set: ReadonlySet<T>, member: T, on: boolean): Set<T> {
  const next = new Set(set);
  if (on) next.add(member);
  else next.delete(member);
  return next;
}

/**
 * The create dialog's fields and its submit; the server checks everything again (name, expiry up
 * to a year, the units being the user's) and its field errors show at the fields.
 */
export function useTokenForm(close: (made?: TokenCreatedResponse) => void) {
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState<ExpiryChoice>('90');
  const [date, setDate] = useState(dayIn(30));
  const [scopes, setScopes] = useState<ReadonlySet<TokenScope>>(new Set(['values:read']));
  const [allUnits, setAllUnits] = useState(true);
  const [serials, setSerials] = useState<ReadonlySet<string>>(new Set());
  const [locations, setLocations] = useState<ReadonlySet<string>>(new Set());
  const [attempts, setAttempts] = useState(0);
  const create = useEndpointMutation('tokenCreate', {
    invalidates: ['tokenList'],
    afterAnswer: (answer) => close(answer),
  });
  const fields = create.error instanceof ApiError ? create.error.fields : {};
  const chosenNone = !allUnits && serials.size + locations.size === 0;

  function submit() {
    const expires = expiry === 'none' ? 'none' : expiry === 'date' ? date : dayIn(Number(expiry));
    create.mutate(
      {
        body: {
          name: name.trim(),
          expires,
          scopes: tokenScopes.filter((scope) => scopes.has(scope)),
          units: allUnits ? 'all' : { serials: [...serials], locations: [...locations] },
        },
      },
      { onError: () => setAttempts((count) => count + 1) },
    );
  }

  return {
    name,
    setName,
    expiry,
    setExpiry,
    date,
    setDate,
    scopes,
    toggleScope: (scope: TokenScope, on: boolean) => setScopes((now) => toggled(now, scope, on)),
    allUnits,
    setAllUnits,
    serials,
    toggleSerial: (sn: string, on: boolean) => setSerials((now) => toggled(now, sn, on)),
    locations,
    toggleLocation: (uuid: string, on: boolean) => setLocations((now) => toggled(now, uuid, on)),
    fields,
    otherError: create.error && Object.keys(fields).length === 0 ? create.error : null,
    attempts,
    busy: create.isPending,
    canSubmit: name.trim() !== '' && scopes.size > 0 && !chosenNone,
    submit,
  };
}
export type TokenForm = ReturnType<typeof useTokenForm>;
