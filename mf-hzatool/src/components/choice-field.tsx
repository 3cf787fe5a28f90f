import { type ReactNode, useId } from 'react';
import Form from 'react-bootstrap/Form';

/** A labelled select of fixed options; '' (nothing chosen yet) offers the placeholder. */
export function ChoiceField<T extends string>(props: {
  label: ReactNode;
  value: T | undefined;
  options: readonly { value: T; label: string }[];
  onChange: (value: T | undefined) => void;
  placeholder: string;
  readOnly?: boolean;
  error?: ReactNode;
}) {
  const id = useId();
  return (
    <Form.Group controlId={id}>
      <Form.Label>{props.label}</Form.Label>
      <Form.Select
        value={props.value ?? ''}
        onChange={(event) => props.onChange((event.target.value || undefined) as T | undefined)}
        disabled={props.readOnly}
        isInvalid={props.error !== undefined}
        aria-describedby={`${id}-error`}
      >
        <option value="">{props.placeholder}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {props.error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
