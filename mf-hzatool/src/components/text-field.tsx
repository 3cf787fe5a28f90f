import { type ReactNode, useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useIssueText } from './use-issue-text.js';

export interface TextFieldProps {
  label: ReactNode;
  value: string | undefined;
  onChange: (value: string) => void;
  /** A message key (client rule, the server's field key or a calculation issue). */
  error?: string;
  /** A warning key: shown under the field without marking it invalid. */
  warning?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'date' | 'month';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email';
  maxLength?: number;
  disabled?: boolean;
  readOnly?: boolean;
  help?: ReactNode;
}

/** A labelled input with its message under it, tied to the input for screen readers. */
export function TextField(props: TextFieldProps) {
  const issueText = useIssueText();
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
        isInvalid={invalid}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        required={props.required}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        disabled={props.disabled || props.readOnly}
      />
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {props.error ? issueText(props.error) : null}
      </Form.Control.Feedback>
      {props.warning && !invalid ? (
        <Form.Text className="d-block text-warning-emphasis">{issueText(props.warning)}</Form.Text>
      ) : null}
      {props.help ? <Form.Text id={`${id}-help`}>{props.help}</Form.Text> : null}
    </Form.Group>
  );
}
