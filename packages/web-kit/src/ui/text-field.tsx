import { type ReactNode, useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useErrorText } from '../i18n/intl-root.js';

export interface TextFieldProps {
  label: ReactNode;
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** A message key (a client rule or the server's 400 field key). */
  error?: string;
  /** A message key shown under the field without marking it invalid. */
  warning?: string;
  /** Turns a key into its text; the contracts' error catalogue by default. */
  messageText?: (key: string) => string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'date' | 'month' | 'password';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  maxLength?: number;
  /** Latest day a date field offers (yyyy-mm-dd). */
  max?: string;
  disabled?: boolean;
  readOnly?: boolean;
  help?: ReactNode;
  autoFocus?: boolean;
}

/** A labelled input with its message under it, tied to the input for screen readers. */
export function TextField(props: TextFieldProps) {
  const errorText = useErrorText();
  const text = props.messageText ?? errorText;
  const id = useId();
  const invalid = props.error !== undefined;
  const describedBy = [`${id}-error`, props.help ? `${id}-help` : ''].filter(Boolean).join(' ');
  return (
    <Form.Group controlId={id}>
      <Form.Label>
        {props.label}
        {props.required ? <span aria-hidden="true"> *</span> : null}
      </Form.Label>
      <Form.Control
        type={props.type ?? 'text'}
        value={props.value ?? ''}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
        isInvalid={invalid}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        required={props.required}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        max={props.max}
        disabled={props.disabled}
        readOnly={props.readOnly}
        plaintext={props.readOnly}
        autoFocus={props.autoFocus}
      />
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {props.error ? text(props.error) : null}
      </Form.Control.Feedback>
      {props.warning && !invalid ? (
        <Form.Text className="d-block text-warning-emphasis">{text(props.warning)}</Form.Text>
      ) : null}
      {props.help ? <Form.Text id={`${id}-help`}>{props.help}</Form.Text> : null}
    </Form.Group>
  );
}
