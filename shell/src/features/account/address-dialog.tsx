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
  FormDialog,
  currentUserAtom,
  invalidateEndpoint,
  openModal,
  refreshSession,
  useEndpointMutation,
  useEndpointQuery,
  useErrorText,
  useAtomValue,
} from '@portal/web-kit';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { AccountText, useAccountText } from './account-text.js';
import { useAddressSections } from './address-inputs.js';
import { LoadFailed, LoadingPlaceholder } from './load-state.js';
import { isPartnerLike, messageOf } from './account-user.js';

/**
 * Opens the address-data dialog (spec 2, 3, 5): loads the saved data, validates with the shared
 * schema and saves. Resolves true when saved, false when cancelled.
 */
export async function openAddressDialog(prefill: AddressPrefill = {}): Promise<boolean> {
  const result = await openModal<boolean>((close, zIndex) => (
    <AddressDialog zIndex={zIndex} close={close} prefill={prefill} />
  ));
  return result === true;
}

type AddressFormValues = Record<AddressField, string>;
type FieldErrors = Partial<Record<AddressField, string>>;

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

function AddressDialog({
  zIndex,
  close,
  prefill,
}: {
  zIndex: number;
  close: (result?: boolean) => void;
  prefill: AddressPrefill;
}) {
  const text = useAccountText();
  const errorText = useErrorText();
  const user = useAtomValue(currentUserAtom);
  const loaded = useEndpointQuery('addressDataGet');
  const partner = user !== null && isPartnerLike(user);
  const [form, setForm] = useState<AddressFormValues | null>(null);
  const save = useEndpointMutation('addressDataPost', {
    afterAnswer: () => refreshSession().catch(() => undefined),
    successToast: () => ({
      variant: 'success',
      title: text('account.addressCard.title'),
      body: text('account.address.saved'),
    }),
    // Errors the form's fields name are shown at those fields instead.
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

  return (
    <FormDialog
      zIndex={zIndex}
      size="lg"
      title={<AccountText id={partner ? 'account.address.titlePartner' : 'account.address.titleOperator'} />}
      onCancel={() => close(false)}
      onSubmit={() => form && submit(form)}
      busy={busy}
      attempts={attempts}
      submitText={<AccountText id="account.common.save" />}
      cancelText={<AccountText id="account.common.cancel" />}
      alert={
        Object.keys(errors).length > 0 ? (
          <Alert variant="danger" className="py-2" role="alert">
            <AccountText id="account.common.fixErrors" />
          </Alert>
        ) : null
      }
      placeholder={
        form !== null ? undefined : loaded.isError && !loaded.isFetching ? (
          <LoadFailed loaded={loaded} />
        ) : (
          <LoadingPlaceholder lines={8} className="py-3" />
        )
      }
    >
      {form ? (
        <AddressFields form={form} errors={errors} change={change} busy={busy} partner={partner} />
      ) : null}
    </FormDialog>
  );
}

/** The fields in the order the account's kind asks for: partners start with their company. */
function AddressFields({
  form,
  errors,
  change,
  busy,
  partner,
}: {
  form: AddressFormValues;
  errors: FieldErrors;
  change: (field: AddressField) => (value: string) => void;
  busy: boolean;
  partner: boolean;
}) {
  const { company, person, address, contact } = useAddressSections({ form, errors, change, busy });
  return (
    <>
      <p className="text-body-secondary">
        <AccountText id={partner ? 'account.address.introPartner' : 'account.address.introOperator'} />
      </p>
      {partner ? [company, person, address, contact] : [person, address, contact, company]}
      <p className="small text-body-secondary mb-0">
        <AccountText id="account.common.requiredHint" />
      </p>
    </>
  );
}
