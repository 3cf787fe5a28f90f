import { type ReactNode, useId } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useIssueText } from './use-issue-text.js';

/** A labelled number input with its unit; empty is undefined (not yet known), never 0. */
export function NumberField(props: {
  label: ReactNode;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  unit?: ReactNode;
  error?: string;
  warning?: string;
  /** A hint under the field, read with it. */
  help?: ReactNode;
  step?: number | 'any';
  min?: number;
  max?: number;
  readOnly?: boolean;
}) {
  const issueText = useIssueText();
  const id = useId();
  const invalid = props.error !== undefined;
  return (
    <Form.Group controlId={id}>
      <Form.Label>{props.label}</Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          type="number"
          inputMode="decimal"
          step={props.step ?? 'any'}
          min={props.min ?? 0}
          max={props.max}
          value={props.value ?? ''}
          onChange={(event) => {
            const number = Number.parseFloat(event.target.value);
            props.onChange(Number.isFinite(number) ? number : undefined);
          }}
          isInvalid={invalid}
          aria-invalid={invalid}
          aria-describedby={props.help ? `${id}-error ${id}-help` : `${id}-error`}
          disabled={props.readOnly}
        />
        {props.unit ? <InputGroup.Text>{props.unit}</InputGroup.Text> : null}
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {props.error ? issueText(props.error) : null}
        </Form.Control.Feedback>
      </InputGroup>
      {props.help ? (
        <Form.Text id={`${id}-help`} className="d-block">
          {props.help}
        </Form.Text>
      ) : null}
      {props.warning && !invalid ? (
        <Form.Text className="d-block text-warning-emphasis">{issueText(props.warning)}</Form.Text>
      ) : null}
    </Form.Group>
  );
}
