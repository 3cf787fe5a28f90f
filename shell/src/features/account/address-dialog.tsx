import {
  type AddressData,
  type AddressDataResponse,
  type CurrentUser,
  addressDataSchema,
  anreden,
  titel as titles,
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
import { type ReactNode, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { AccountText, useAccountText } from './account-text.js';
import { LoadFailed, LoadingPlaceholder } from './load-state.js';
import { isPartnerLike, messageOf } from './account-user.js';
import type { AccountMessageId } from './messages.js';

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

const addressFields = [
  'firma',
  'umsatzsteuerId',
  'anrede',
  'titel',
  'vorname',
  'nachname',
  'strasse',
  'hausnummer',
  'plz',
  'ort',
  'telefonnummer',
  'email',
] as const satisfies readonly (keyof AddressData)[];
type AddressField = (typeof addressFields)[number];
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
  const text = useAccountText();
  const errorText = useErrorText();
  const ids = useId();
  const companyGiven = form.firma.trim() !== '';

  const field = (
    name: AddressField,
    options: {
      required?: boolean;
      type?: string;
      autoComplete?: string;
      inputMode?: 'text' | 'numeric' | 'tel' | 'email';
      maxLength?: number;
      disabled?: boolean;
      help?: AccountMessageId;
    } = {},
  ) => (
    <Form.Group controlId={`${ids}-${name}`}>
      <Form.Label>
        <AccountText id={`account.address.${name}` as AccountMessageId} />
        {options.required ? <span aria-hidden="true"> *</span> : null}
      </Form.Label>
      <Form.Control
        type={options.type ?? 'text'}
        value={form[name]}
        onChange={(event) => change(name)(event.target.value)}
        isInvalid={errors[name] !== undefined && !options.disabled}
        aria-invalid={errors[name] !== undefined && !options.disabled}
        required={options.required}
        autoComplete={options.autoComplete}
        inputMode={options.inputMode}
        maxLength={options.maxLength}
        disabled={options.disabled || busy}
        aria-describedby={`${ids}-${name}-error${options.help ? ` ${ids}-${name}-help` : ''}`}
      />
      <Form.Control.Feedback type="invalid" id={`${ids}-${name}-error`}>
        {errors[name] ? errorText(errors[name]) : null}
      </Form.Control.Feedback>
      {options.help ? (
        <Form.Text id={`${ids}-${name}-help`}>
          <AccountText id={options.help} />
        </Form.Text>
      ) : null}
    </Form.Group>
  );

  const select = (
    name: 'anrede' | 'titel',
    choices: readonly { value: string; label: string }[],
    required: boolean,
  ) => (
    <Form.Group controlId={`${ids}-${name}`}>
      <Form.Label>
        <AccountText id={`account.address.${name}`} />
        {required ? <span aria-hidden="true"> *</span> : null}
      </Form.Label>
      <Form.Select
        value={form[name]}
        onChange={(event) => change(name)(event.target.value)}
        isInvalid={errors[name] !== undefined}
        aria-invalid={errors[name] !== undefined}
        aria-describedby={`${ids}-${name}-error`}
        required={required}
        disabled={busy}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid" id={`${ids}-${name}-error`}>
        {errors[name] ? errorText(errors[name]) : null}
      </Form.Control.Feedback>
    </Form.Group>
  );

  const company = (
    <Section key="company" title="account.address.sectionCompany">
      <div className="col-md-7">
        {field('firma', { autoComplete: 'organization', help: 'account.address.firmaHelp' })}
      </div>
      <div className="col-md-5">
        {field('umsatzsteuerId', {
          required: companyGiven,
          disabled: !companyGiven,
          help: 'account.address.umsatzsteuerIdHelp',
        })}
      </div>
    </Section>
  );
  const person = (
    <Section key="person" title="account.address.sectionPerson">
      <div className="col-7 col-md-4">
        {select(
          'anrede',
          [
            { value: '', label: text('account.address.anredeChoose') },
            ...anreden.map((value) => ({ value, label: text(`account.address.anrede.${value}`) })),
          ],
          true,
        )}
      </div>
      <div className="col-5 col-md-3">
        {select(
          'titel',
          titles.map((value) => ({ value, label: value || text('account.address.titelNone') })),
          false,
        )}
      </div>
      <div className="w-100 m-0 p-0" />
      <div className="col-md-6">{field('vorname', { required: true, autoComplete: 'given-name' })}</div>
      <div className="col-md-6">{field('nachname', { required: true, autoComplete: 'family-name' })}</div>
    </Section>
  );
  const address = (
    <Section key="address" title="account.address.sectionAddress">
      <div className="col-8 col-md-9">
        {field('strasse', { required: true, autoComplete: 'address-line1' })}
      </div>
      <div className="col-4 col-md-3">{field('hausnummer', { required: true })}</div>
      <div className="col-5 col-md-3">
        {field('plz', { required: true, autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 5 })}
      </div>
      <div className="col-7 col-md-9">{field('ort', { required: true, autoComplete: 'address-level2' })}</div>
    </Section>
  );
  const contact = (
    <Section key="contact" title="account.address.sectionContact">
      <div className="col-md-6">
        {field('telefonnummer', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
      </div>
      <div className="col-md-6">
        {field('email', {
          required: true,
          type: 'email',
          autoComplete: 'email',
          help: 'account.address.emailHelp',
        })}
      </div>
    </Section>
  );

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

function Section({ title, children }: { title: AccountMessageId; children: ReactNode }) {
  return (
    <fieldset className="mb-4">
      <legend className="fs-6 fw-semibold text-body-emphasis border-bottom pb-1 mb-2">
        <AccountText id={title} />
      </legend>
      <Row className="g-3">{children}</Row>
    </fieldset>
  );
}
