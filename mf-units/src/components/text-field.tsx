import { useErrorText } from '@portal/web-kit';
import { type ReactNode, useId } from 'react';
import Form from 'react-bootstrap/Form';

export interface TextFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** A message key of the contracts (client rule or the server's 400 field key). */
  error?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'date' | 'password';
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
        value={props.value}
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
        {props.error ? errorText(props.error) : null}
      </Form.Control.Feedback>
      {props.help ? <Form.Text id={`${id}-help`}>{props.help}</Form.Text> : null}
    </Form.Group>
  );
}
