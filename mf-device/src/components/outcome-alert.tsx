import Alert from 'react-bootstrap/Alert';

/** What an action ended with, in words; failures are announced at once (role alert). */
export interface Outcome {
  success: boolean;
  text: string;
}

export function OutcomeAlert({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  return (
    <Alert
      variant={outcome.success ? 'success' : 'danger'}
      className="mb-0"
      role={outcome.success ? 'status' : 'alert'}
    >
      {outcome.text}
    </Alert>
  );
}
