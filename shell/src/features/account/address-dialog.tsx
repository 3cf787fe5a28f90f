import type { AddressField } from '@portal/contracts';
import { type AddressPrefill, FormDialog, openModal } from '@portal/web-kit';
import Alert from 'react-bootstrap/Alert';
import { AccountText } from './account-text.js';
import { useAddressSections } from './address-inputs.js';
import { LoadFailed, LoadingPlaceholder } from './load-state.js';
import { type AddressFormValues, type FieldErrors, useAddressForm } from './use-address-form.js';

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

function AddressDialog({
  zIndex,
  close,
  prefill,
}: {
  zIndex: number;
  close: (result?: boolean) => void;
  prefill: AddressPrefill;
}) {
  const { loaded, partner, form, errors, busy, attempts, change, submit } = useAddressForm(prefill, close);

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
