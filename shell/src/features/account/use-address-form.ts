import {
  type AddressData,
  type AddressDataResponse,
  type AddressField,
  type CurrentUser,
  addressDataSchema,
  addressFields,
} from '@portal/contracts';
import {
  type AddressPrefill,
  ApiError,
  currentUserAtom,
  invalidateEndpoint,
  refreshSession,
  useEndpointMutation,
  useEndpointQuery,
  useErrorText,
  useAtomValue,
} from '@portal/web-kit';
import { useState } from 'react';
import { useAccountText } from './account-text.js';
import { isPartnerLike, messageOf } from './account-user.js';

export type AddressFormValues = Record<AddressField, string>;
export type FieldErrors = Partial<Record<AddressField, string>>;

const isAddressField = (name: unknown): name is AddressField =>
  typeof name === 'string' && (addressFields as readonly string[]).includes(name);

/**
 * What the account itself says: its e-mail, and its name split into first and last name when it has
 * two parts or more (one word could be either; a company account's name is the company's).
 */
function accountPrefill(user: CurrentUser | null): AddressPrefill {
  if (!user) return {};
  const email = user.data.metaData.email || user.data.email;
  const name = user.data.name.trim();
  const cut = name.lastIndexOf(' ');
  if (cut <= 0 || name === user.data.firma.trim()) return { email };
  return { email, vorname: name.slice(0, cut), nachname: name.slice(cut + 1) };
}

/**
 * The form starts with the saved address. Fields it lacks (all without one, else the missing required
 * ones the server names) take what the opener knows (the shop's order: the location), then what the
 * account knows, so nobody types a name the portal has; optional fields left empty stay empty.
 */
function formOf(
  answer: AddressDataResponse,
  user: CurrentUser | null,
  prefill: AddressPrefill,
): AddressFormValues {
  const fromAccount = accountPrefill(user);
  const { address, warnings } = answer;
  const known = (field: AddressField) => prefill[field] || fromAccount[field] || '';
  return Object.fromEntries(
    addressFields.map((field) => [
      field,
      !address ? known(field) : address[field] || (warnings.includes(field) ? known(field) : ''),
    ]),
  ) as AddressFormValues;
}

/** The first message key per field of the shared schema (the same rules the server applies). */
function validate(
  form: AddressFormValues,
): { data: AddressData; errors?: never } | { data?: never; errors: FieldErrors } {
  const parsed = addressDataSchema.safeParse(form);
  if (parsed.success) return { data: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isAddressField(field)) errors[field] ??= issue.message;
  }
  return { errors };
}

/** The server's keys for the form's own fields, if it named any. */
function serverFieldErrors(error: Error): FieldErrors | null {
  const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
  const known = fields.filter(([field]) => isAddressField(field));
  return known.length > 0
    ? Object.fromEntries(known.map(([field, keys]) => [field, keys[0] ?? 'validation.invalid']))
    : null;
}

/** Saves the address; errors the form's fields name are shown at those fields, not in a toast. */
function useSaveAddress() {
  const text = useAccountText();
  const errorText = useErrorText();
  return useEndpointMutation('addressDataPost', {
    afterAnswer: () => refreshSession().catch(() => undefined),
    successToast: () => ({
      variant: 'success',
      title: text('account.addressCard.title'),
      body: text('account.address.saved'),
    }),
    errorToast: (error) =>
      serverFieldErrors(error)
        ? null
        : {
            variant: 'danger',
            title: errorText('exception.error'),
            body: messageOf(error),
            persistent: true,
          },
  });
}

/**
 * The address dialog's state: the loaded form, client and server errors, and saving. The dialog
 * closes with true once saved.
 */
export function useAddressForm(prefill: AddressPrefill, close: (result?: boolean) => void) {
  const user = useAtomValue(currentUserAtom);
  const loaded = useEndpointQuery('addressDataGet');
  const partner = user !== null && isPartnerLike(user);
  const [form, setForm] = useState<AddressFormValues | null>(null);
  const save = useSaveAddress();
  const busy = save.isPending;
  const [attempts, setAttempts] = useState(0);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  // The form starts from what the server has now, never from an answer cached before.
  if (form === null && loaded.isSuccess && !loaded.isFetching) {
    setForm(formOf(loaded.data, user, prefill));
  }
  // After the first attempt the shared rules are re-checked on every change, so fixed fields clear.
  const clientErrors = form !== null && attempts > 0 ? (validate(form).errors ?? {}) : {};
  const errors: FieldErrors = { ...serverErrors, ...clientErrors };

  const change = (field: AddressField) => (value: string) => {
    setForm((current) => current && { ...current, [field]: value });
    if (serverErrors[field]) setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  function submit(values: AddressFormValues) {
    setAttempts((count) => count + 1);
    const checked = validate(values);
    if (!checked.data) return;
    save.mutate(
      { body: checked.data },
      {
        onSuccess: () => {
          close(true);
          // Screens showing the address (the settings card) load it again.
          void invalidateEndpoint('addressDataGet');
        },
        onError: (error) => {
          const fields = serverFieldErrors(error);
          if (fields) setServerErrors(fields);
        },
      },
    );
  }

  return { loaded, partner, form, errors, busy, attempts, change, submit };
}
