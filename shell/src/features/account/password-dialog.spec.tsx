import { portalStore } from '@portal/web-kit';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, testInit } from '../../components/test-utils.js';
import { forcePasswordChangeAtom } from '../../components/account-atoms.js';
import { accountMessages } from './messages.js';
import { type PasswordDialogOptions, openPasswordDialog } from './password-dialog.js';
import { Hosts, apiError, dismissToasts, fakeBackend, ok } from './test-backend.js';

const rules = {
  length: 'Das Passwort muss mindestens 10 Zeichen lang sein.',
  lowercase: 'Das Passwort muss mindestens einen Kleinbuchstaben enthalten.',
  digit: 'Das Passwort muss mindestens eine Ziffer enthalten.',
  whitespace: 'Das Passwort darf keine Leerzeichen enthalten.',
  match: 'Beide Eingaben stimmen überein.',
} as const;
type Rule = keyof typeof rules;

/** Every rule's state as the checklist shows it ('met' when the item starts with "Erfüllt:"). */
function ruleStates(dialog: HTMLElement): Record<Rule, 'met' | 'unmet'> {
  const list = within(dialog).getByRole('list');
  const stateOf = (rule: Rule) => {
    const item = within(list).getByText(rules[rule]).closest('li');
    if (!item?.textContent) throw new Error(`no checklist item for ${rule}`);
    if (item.textContent.startsWith('Erfüllt:')) return 'met';
    if (item.textContent.startsWith('Nicht erfüllt:')) return 'unmet';
    throw new Error(`checklist item without state: ${item.textContent}`);
  };
  return {
    length: stateOf('length'),
    lowercase: stateOf('lowercase'),
    digit: stateOf('digit'),
    whitespace: stateOf('whitespace'),
    match: stateOf('match'),
  };
}

async function openDialog(options: PasswordDialogOptions) {
  renderInShell(<Hosts />, { init: testInit({}), catalogues: [accountMessages] });
  let result: Promise<boolean> = Promise.resolve(false);
  act(() => {
    result = openPasswordDialog(options);
  });
  let settled = false;
  void result.then(() => (settled = true));
  const dialog = await screen.findByRole('dialog');
  return { dialog, result, isSettled: () => settled };
}

const submitButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Passwort ändern' });

beforeEach(() => {
  dismissToasts();
  portalStore.set(forcePasswordChangeAtom, false);
});

test('OK stays disabled until every rule holds; each rule is shown failing and passing', async () => {
  const backend = fakeBackend({});
  const user = userEvent.setup({ delay: null });
  const { dialog, result } = await openDialog({ forced: false });
  const newPassword = within(dialog).getByLabelText('Neues Passwort');

  expect(ruleStates(dialog)).toEqual({
    length: 'unmet',
    lowercase: 'unmet',
    digit: 'unmet',
    whitespace: 'met',
    match: 'unmet',
  });
  await user.type(within(dialog).getByLabelText('Bisheriges Passwort'), 'altes-passwort-1');

  await user.type(newPassword, 'abc');
  expect(ruleStates(dialog)).toMatchObject({ length: 'unmet', lowercase: 'met', digit: 'unmet' });
  expect(submitButton(dialog)).toBeDisabled();

  await user.type(newPassword, 'defghij');
  expect(ruleStates(dialog)).toMatchObject({ length: 'met', lowercase: 'met', digit: 'unmet' });

  await user.type(newPassword, ' 1');
  expect(ruleStates(dialog)).toMatchObject({ length: 'met', digit: 'met', whitespace: 'unmet' });

  await user.clear(newPassword);
  await user.type(newPassword, 'GROSS-UND-1');
  expect(ruleStates(dialog)).toMatchObject({ lowercase: 'unmet', whitespace: 'met' });

  await user.clear(newPassword);
  await user.type(newPassword, 'sicher-genug-1');
  expect(ruleStates(dialog)).toEqual({
    length: 'met',
    lowercase: 'met',
    digit: 'met',
    whitespace: 'met',
    match: 'unmet',
  });
  expect(submitButton(dialog)).toBeDisabled();

  await user.type(within(dialog).getByLabelText('Neues Passwort wiederholen'), 'sicher-genug-1');
  expect(ruleStates(dialog).match).toBe('met');
  expect(submitButton(dialog)).toBeEnabled();

  // The old password is required while its field is shown.
  await user.clear(within(dialog).getByLabelText('Bisheriges Passwort'));
  expect(submitButton(dialog)).toBeDisabled();

  await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  await expect(result).resolves.toBe(false);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(backend.fetch).not.toHaveBeenCalled();
});

test('a confirmation that differs is marked on the field and in the checklist', async () => {
  fakeBackend({});
  const user = userEvent.setup({ delay: null });
  const { dialog, result } = await openDialog({ forced: false });
  await user.type(within(dialog).getByLabelText('Bisheriges Passwort'), 'altes-passwort-1');
  await user.type(within(dialog).getByLabelText('Neues Passwort'), 'sicher-genug-1');
  const confirmation = within(dialog).getByLabelText('Neues Passwort wiederholen');

  await user.type(confirmation, 'sicher-genug-2');
  expect(confirmation).toBeInvalid();
  expect(confirmation).toHaveAccessibleDescription('Die Passwörter stimmen nicht überein.');
  expect(ruleStates(dialog).match).toBe('unmet');
  expect(submitButton(dialog)).toBeDisabled();

  await user.type(confirmation, '{Backspace}1');
  expect(confirmation).toBeValid();
  expect(ruleStates(dialog).match).toBe('met');
  expect(submitButton(dialog)).toBeEnabled();

  await user.keyboard('{Escape}');
  await expect(result).resolves.toBe(false);
});

test('success sends the old and new password, refreshes the session, confirms and closes', async () => {
  const backend = fakeBackend({
    pwChange: ok({ result: 'success' }),
    init: ok(testInit({})),
  });
  const user = userEvent.setup({ delay: null });
  const { dialog, result } = await openDialog({ forced: false });
  await user.type(within(dialog).getByLabelText('Bisheriges Passwort'), 'altes-passwort-1');
  await user.type(within(dialog).getByLabelText('Neues Passwort'), 'sicher-genug-1');
  await user.type(within(dialog).getByLabelText('Neues Passwort wiederholen'), 'sicher-genug-1');
  await user.click(submitButton(dialog));

  await expect(result).resolves.toBe(true);
  expect(backend.requests('pwChange').map((request) => request.body)).toEqual([
    { oldPassword: 'altes-passwort-1', password: 'sicher-genug-1', passwordConfirm: 'sicher-genug-1' },
  ]);
  expect(backend.requests('init')).toHaveLength(1);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await screen.findByText('Ihr Passwort wurde geändert.')).toBeInTheDocument();
});

test('a wrong old password from the server is shown on the field and in a toast; nothing closes', async () => {
  const backend = fakeBackend({
    pwChange: apiError(400, 'exception.oldpasswordwrong', {
      oldPassword: ['exception.oldpasswordwrong'],
    }),
  });
  const user = userEvent.setup({ delay: null });
  const { dialog, result, isSettled } = await openDialog({ forced: false });
  const oldPassword = within(dialog).getByLabelText('Bisheriges Passwort');
  await user.type(oldPassword, 'falsch-geraten-1');
  await user.type(within(dialog).getByLabelText('Neues Passwort'), 'sicher-genug-1');
  await user.type(within(dialog).getByLabelText('Neues Passwort wiederholen'), 'sicher-genug-1');
  await user.click(submitButton(dialog));

  const toast = await screen.findByRole('alert');
  expect(within(toast).getByText('Passwort ändern')).toBeInTheDocument();
  expect(within(toast).getByText('Das bisherige Passwort ist falsch.')).toBeInTheDocument();
  expect(oldPassword).toBeInvalid();
  expect(oldPassword).toHaveAccessibleDescription('Das bisherige Passwort ist falsch.');
  expect(backend.requests('pwChange')).toHaveLength(1);
  expect(screen.getByRole('dialog')).toBe(dialog);
  expect(isSettled()).toBe(false);

  // Typing again clears the server's mark.
  await user.type(oldPassword, 'x');
  expect(oldPassword).toBeValid();

  await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  await expect(result).resolves.toBe(false);
});

test('forced mode hides the old password, cancel and close, and sends only the new password', async () => {
  const backend = fakeBackend({
    pwChange: ok({ result: 'success' }),
    init: ok(testInit({ passwordInvalid: false })),
  });
  portalStore.set(forcePasswordChangeAtom, true);
  const user = userEvent.setup({ delay: null });
  const { dialog, result, isSettled } = await openDialog({ forced: true, resetGranted: true });

  expect(within(dialog).getByText(/Link zum Zurücksetzen/)).toBeInTheDocument();
  expect(within(dialog).queryByLabelText('Bisheriges Passwort')).not.toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Abbrechen' })).not.toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Schließen' })).not.toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.getByRole('dialog')).toBe(dialog);
  expect(isSettled()).toBe(false);

  await user.type(within(dialog).getByLabelText('Neues Passwort'), 'sicher-genug-1');
  await user.type(within(dialog).getByLabelText('Neues Passwort wiederholen'), 'sicher-genug-1');
  await user.click(submitButton(dialog));

  await expect(result).resolves.toBe(true);
  expect(backend.requests('pwChange').map((request) => request.body)).toEqual([
    { password: 'sicher-genug-1', passwordConfirm: 'sicher-genug-1' },
  ]);
  expect(portalStore.get(forcePasswordChangeAtom)).toBe(false);
});

test('forced mode asks for the old password after all when the server still needs it', async () => {
  const backend = fakeBackend({
    pwChange: ({ body }) =>
      (body as { oldPassword?: string }).oldPassword === 'bisher-gueltig-1'
        ? ok({ result: 'success' })
        : apiError(400, 'exception.oldpasswordwrong', { oldPassword: ['exception.oldpasswordwrong'] }),
    init: ok(testInit({})),
  });
  const user = userEvent.setup({ delay: null });
  const { dialog, result } = await openDialog({ forced: true });
  await user.type(within(dialog).getByLabelText('Neues Passwort'), 'sicher-genug-1');
  await user.type(within(dialog).getByLabelText('Neues Passwort wiederholen'), 'sicher-genug-1');
  await user.click(submitButton(dialog));

  const oldPassword = await within(dialog).findByLabelText('Bisheriges Passwort');
  expect(oldPassword).toBeInvalid();
  await waitFor(() => expect(submitButton(dialog)).toBeDisabled());
  await user.type(oldPassword, 'bisher-gueltig-1');
  await user.click(submitButton(dialog));

  await expect(result).resolves.toBe(true);
  expect(backend.requests('pwChange')).toHaveLength(2);
});
