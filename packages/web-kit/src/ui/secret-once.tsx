import { type ReactNode, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';

export interface SecretOnceTexts {
  title: ReactNode;
  /** Why it is shown this once. */
  once: ReactNode;
  label: ReactNode;
  copy: ReactNode;
  copied: ReactNode;
  /** The button that closes the notice: the user has kept the secret. */
  done: ReactNode;
}

export interface SecretOnceProps {
  secret: string;
  texts: SecretOnceTexts;
  onDone: () => void;
  variant: 'success' | 'warning';
  /** The notice's heading level in its page. */
  heading: 'h2' | 'h3';
  className?: string;
}

/** A new secret (a token, a webhook's signing key) in full this once, selectable and with a copy button. */
export function SecretOnce({
  secret,
  texts,
  onDone,
  variant,
  heading: Heading,
  className = '',
}: SecretOnceProps) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  };
  return (
    <Alert
      variant={variant}
      className={['d-flex flex-column gap-2', className].filter(Boolean).join(' ')}
      role="region"
      aria-labelledby={`${id}-title`}
    >
      <Heading className="h6 mb-0" id={`${id}-title`}>
        {texts.title}
      </Heading>
      <p className="mb-0 small">{texts.once}</p>
      <Form.Label htmlFor={`${id}-secret`} className="mb-0 small fw-semibold">
        {texts.label}
      </Form.Label>
      <InputGroup>
        <Form.Control
          id={`${id}-secret`}
          readOnly
          value={secret}
          className="font-monospace"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="outline-secondary" onClick={() => void copy().catch(() => setCopied(false))}>
          {copied ? texts.copied : texts.copy}
        </Button>
      </InputGroup>
      <div>
        <Button size="sm" variant={variant} onClick={onDone}>
          {texts.done}
        </Button>
      </div>
    </Alert>
  );
}
