import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { uiText } from '../i18n/ui-texts.js';
import { FormDialog } from './form-dialog.js';

/** The close button's label in the page's language. */
const closeLabel = () => uiText('close');

/** A one-field form: a name is required; saving takes until the test lets it finish. */
function NameDialog({ onCancel, save }: { onCancel?: () => void; save: (name: string) => Promise<void> }) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [attempts, setAttempts] = useState(0);
  const invalid = attempts > 0 && name === '';
  return (
    <FormDialog
      zIndex={1000}
      title="Rename"
      onCancel={onCancel}
      busy={busy}
      attempts={attempts}
      submitText="Save"
      cancelText="Cancel"
      alert={invalid ? <p role="alert">Fix the marked field</p> : null}
      onSubmit={() => {
        setAttempts((count) => count + 1);
        if (name === '') return;
        setBusy(true);
        void save(name).finally(() => setBusy(false));
      }}
    >
      <Form.Control aria-label="Other" />
      <Form.Control
        aria-label="Name"
        value={name}
        isInvalid={invalid}
        onChange={(event) => setName(event.target.value)}
      />
    </FormDialog>
  );
}

test('is a dialog named by its title; Enter submits, a failed attempt focuses the invalid field', async () => {
  const user = userEvent.setup();
  const save = jest.fn(() => Promise.resolve());
  render(<NameDialog onCancel={() => undefined} save={save} />);
  expect(screen.getByRole('dialog', { name: 'Rename' })).toBeInTheDocument();
  await user.click(screen.getByRole('textbox', { name: 'Other' }));
  await user.keyboard('{Enter}');
  expect(screen.getByRole('alert')).toHaveTextContent('Fix the marked field');
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  expect(save).not.toHaveBeenCalled();
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Heizraum{Enter}');
  expect(save).toHaveBeenCalledWith('Heizraum');
});

test('while saving it cannot be left or sent again; afterwards Escape and Cancel leave it', async () => {
  const user = userEvent.setup();
  let finish = () => {};
  const save = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  const cancel = jest.fn();
  render(<NameDialog onCancel={cancel} save={save} />);
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Keller');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: closeLabel() })).not.toBeInTheDocument();
  await user.keyboard('{Escape}');
  await user.type(screen.getByRole('textbox', { name: 'Name' }), '{Enter}');
  expect(cancel).not.toHaveBeenCalled();
  expect(save).toHaveBeenCalledTimes(1);

  await act(() => {
    finish();
    return Promise.resolve();
  });
  expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  await user.keyboard('{Escape}');
  expect(cancel).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: closeLabel() }));
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(cancel).toHaveBeenCalledTimes(3);
});

test('without a way out (a forced change) there is no cancel, no close button and Escape does nothing', async () => {
  const user = userEvent.setup();
  render(<NameDialog save={() => Promise.resolve()} />);
  expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: closeLabel() })).not.toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.getByRole('dialog', { name: 'Rename' })).toBeInTheDocument();
});

test('a placeholder (loading, failed) replaces the fields and the submit button', () => {
  render(
    <FormDialog
      zIndex={1000}
      title="Address"
      onCancel={() => undefined}
      onSubmit={() => undefined}
      busy={false}
      submitText="Save"
      cancelText="Cancel"
      placeholder={<p>Loading…</p>}
    >
      <input aria-label="Street" />
    </FormDialog>,
  );
  expect(screen.getByText('Loading…')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Street' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
});
