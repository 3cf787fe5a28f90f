import type { Incident } from '@portal/contracts';
import { ApiError, FormDialog, openModal, useEndpointMutation, useErrorText } from '@portal/web-kit';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';

export type NoteAction = 'acknowledge' | 'close';

/** The longest note the server takes (contracts' incidentNoteSchema). */
export const noteMaxLength = 200;

const endpointOf = { acknowledge: 'alarmAcknowledge', close: 'alarmClose' } as const;

/** Acknowledges or closes an incident with a note; resolves true once done and the lists reloaded. */
export async function openNoteDialog(incident: Incident, action: NoteAction): Promise<boolean> {
  const done = await openModal<boolean>((close, zIndex) => (
    <NoteDialog incident={incident} action={action} close={close} zIndex={zIndex} />
  ));
  return done === true;
}

/** A failure in the user's language: the server's key where it gave one. */
function useFailureText(): (error: Error) => string {
  const errorText = useErrorText();
  return (error) => (error instanceof ApiError ? errorText(error.key) : error.message);
}

function NoteDialog({
  incident,
  action,
  close,
  zIndex,
}: {
  incident: Incident;
  action: NoteAction;
  close: (done?: boolean) => void;
  zIndex: number;
}) {
  const intl = useIntl();
  const ids = useId();
  const failureText = useFailureText();
  const [note, setNote] = useState('');
  const mutation = useEndpointMutation(endpointOf[action], {
    // The call stays pending until the list and the bell show the change.
    invalidates: ['alarmIncidents', 'alarmCount'],
    afterAnswer: () => close(true),
    successToast: () => ({
      variant: 'success',
      title: intl.formatMessage({
        id: action === 'acknowledge' ? 'mf.fleet.action.acknowledged' : 'mf.fleet.action.closed',
      }),
      body: `${incident.unitName}: ${incident.text}`,
    }),
  });
  return (
    <FormDialog
      zIndex={zIndex}
      title={<FormattedMessage id={`mf.fleet.action.${action}.title`} />}
      onCancel={() => close(false)}
      onSubmit={() => mutation.mutate({ params: { id: String(incident.id) }, body: { note: note.trim() } })}
      busy={mutation.isPending}
      // Not 'Schließen' alone: the dialog's own close button is called so.
      submitText={<FormattedMessage id={`mf.fleet.action.${action}.submit`} />}
      cancelText={<FormattedMessage id="mf.fleet.action.cancel" />}
      alert={
        mutation.isError ? (
          <Alert variant="danger" className="py-2">
            <FormattedMessage id="mf.fleet.action.failed" values={{ message: failureText(mutation.error) }} />
          </Alert>
        ) : null
      }
    >
      <p className="mb-1 fw-semibold">{incident.unitName}</p>
      <p className="mb-3">{incident.text}</p>
      <p className="text-body-secondary small">
        <FormattedMessage id={`mf.fleet.action.${action}.intro`} />
      </p>
      <Form.Group controlId={`${ids}-note`}>
        <Form.Label>
          <FormattedMessage id="mf.fleet.action.note" />
        </Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          value={note}
          maxLength={noteMaxLength}
          onChange={(event) => setNote(event.target.value)}
          aria-describedby={`${ids}-help`}
          autoFocus
        />
        <Form.Text id={`${ids}-help`}>
          <FormattedMessage id="mf.fleet.action.noteHelp" />
        </Form.Text>
      </Form.Group>
    </FormDialog>
  );
}
