import type { AddressField } from '@portal/contracts';
import { anreden, titel as titles } from '@portal/contracts';
import { useErrorText } from '@portal/web-kit';
import { type ReactNode, useId } from 'react';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { AccountText, useAccountText } from './account-text.js';
import type { AccountMessageId } from './messages.js';

interface AddressInputsProps {
  form: Record<AddressField, string>;
  errors: Partial<Record<AddressField, string>>;
  change: (field: AddressField) => (value: string) => void;
  busy: boolean;
}

/** The address form's inputs: a labelled text field or choice per address field, with its error and help. */
export function useAddressInputs({ form, errors, change, busy }: AddressInputsProps) {
  const errorText = useErrorText();
  const ids = useId();

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

  return { field, select };
}

/** The address form's sections: company, person, address and contact. */
export function useAddressSections(props: AddressInputsProps) {
  const text = useAccountText();
  const { field, select } = useAddressInputs(props);
  const companyGiven = props.form.firma.trim() !== '';
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

  return { company, person, address, contact };
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
