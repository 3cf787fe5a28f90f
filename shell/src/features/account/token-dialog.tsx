import { type TokenCreatedResponse, tokenNameMaxLength, tokenScopes } from '@portal/contracts';
import { FormDialog, TextField, openModal, useErrorText } from '@portal/web-kit';
import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { AccountText, useAccountText } from './account-text.js';
import { messageOf } from './account-user.js';
import { TokenUnitsField } from './token-units-field.js';
import { type TokenForm, dayIn, expiryChoices, useTokenForm } from './use-token-form.js';

/** Opens the create dialog; resolves the new token with its secret, or undefined when cancelled. */
export function openTokenDialog(): Promise<TokenCreatedResponse | undefined> {
  return openModal<TokenCreatedResponse>((close, zIndex) => <TokenDialog zIndex={zIndex} close={close} />);
}

function TokenDialog({ zIndex, close }: { zIndex: number; close: (made?: TokenCreatedResponse) => void }) {
  const form = useTokenForm(close);
  const errorText = useErrorText();
  return (
    <FormDialog
      zIndex={zIndex}
      size="lg"
      title={<AccountText id="account.tokens.dialogTitle" />}
      onCancel={() => close()}
      onSubmit={form.submit}
      busy={form.busy}
      submitDisabled={!form.canSubmit}
      attempts={form.attempts}
      submitText={<AccountText id="account.tokens.submit" />}
      cancelText={<AccountText id="account.common.cancel" />}
      alert={
        form.otherError ? (
          <Alert variant="danger" className="py-2">
            {messageOf(form.otherError)}
          </Alert>
        ) : null
      }
    >
      <div className="d-flex flex-column gap-3">
        <TextField
          label={<AccountText id="account.tokens.name" />}
          value={form.name}
          onChange={form.setName}
          error={form.fields.name?.[0]}
          required
          maxLength={tokenNameMaxLength}
          help={<AccountText id="account.tokens.nameHelp" />}
          autoFocus
        />
        <ExpiryField form={form} />
        <ScopesField form={form} />
        <TokenUnitsField form={form} />
        {form.fields.units ? (
          <p className="text-danger small mb-0">{errorText(form.fields.units[0]!)}</p>
        ) : null}
      </div>
    </FormDialog>
  );
}

function ExpiryField({ form }: { form: TokenForm }) {
  const id = useId();
  const text = useAccountText();
  return (
    <div className="row g-2">
      <Form.Group className="col-sm-6" controlId={`${id}-expiry`}>
        <Form.Label>
          <AccountText id="account.tokens.expiry" />
        </Form.Label>
        <Form.Select
          value={form.expiry}
          onChange={(event) => {
            const chosen = expiryChoices.find((choice) => choice === event.target.value);
            if (chosen) form.setExpiry(chosen);
          }}
        >
          {expiryChoices.map((choice) => (
            <option key={choice} value={choice}>
              {text(`account.tokens.expiry.${choice}`)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {form.expiry === 'date' ? (
        <div className="col-sm-6">
          <TextField
            type="date"
            label={<AccountText id="account.tokens.expiryDate" />}
            value={form.date}
            onChange={form.setDate}
            max={dayIn(365)}
            error={form.fields.expires?.[0]}
            required
          />
        </div>
      ) : null}
    </div>
  );
}

function ScopesField({ form }: { form: TokenForm }) {
  const text = useAccountText();
  const errorText = useErrorText();
  const error = form.fields.scopes?.[0];
  return (
    <fieldset>
      <legend className="fs-6 mb-1">
        <AccountText id="account.tokens.scopes" />
      </legend>
      {tokenScopes.map((scope) => (
        <Form.Check
          key={scope}
          id={`token-scope-${scope}`}
          checked={form.scopes.has(scope)}
          onChange={(event) => form.toggleScope(scope, event.target.checked)}
          label={
            <>
              {text(`account.tokens.scope.${scope}`)}{' '}
              <span className="text-body-secondary small">{text(`account.tokens.scopeHelp.${scope}`)}</span>
            </>
          }
        />
      ))}
      {error ? <p className="text-danger small mb-0">{errorText(error)}</p> : null}
    </fieldset>
  );
}
