import { jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, fakeBackend, ok, renderPortalPage, resetHosts, testInit } from '../testing/index.js';
import { useEndpointMutation } from './mutations.js';
import { useEndpointQuery } from './queries.js';

/** Saves the language (a write) beside the partners list (a read the write makes stale). */
function LanguageSaver({ afterAnswer }: { afterAnswer?: (result: string) => Promise<void> }) {
  const partners = useEndpointQuery('partners', { body: {} });
  const save = useEndpointMutation('language', {
    invalidates: ['partners'],
    afterAnswer: afterAnswer && ((answer) => afterAnswer(answer.result)),
    successToast: (answer, variables) => ({
      variant: 'success',
      title: 'Saved',
      body: `${variables.body.language}: ${answer.result}`,
    }),
    errorToast: (error) => ({ variant: 'danger', title: 'Not saved', body: error.message, persistent: true }),
  });
  return (
    <>
      <p>{partners.data?.partners.length ?? 'loading'} partners</p>
      <button
        type="button"
        disabled={save.isPending}
        onClick={() => save.mutate({ body: { language: 'en-gb' } })}
      >
        {save.isPending ? 'saving' : 'save'}
      </button>
      {save.isError && <p>failed</p>}
    </>
  );
}

function show(afterAnswer?: (result: string) => Promise<void>) {
  renderPortalPage(<LanguageSaver afterAnswer={afterAnswer} />, { init: testInit(), catalogues: [] });
}

beforeEach(() => resetHosts());

it('sends the body, is pending meanwhile, reloads what it made stale, then shows its success toast', async () => {
  const user = userEvent.setup();
  let answer: (value: ReturnType<typeof ok<{ result: string }>>) => void = () => undefined;
  const backend = fakeBackend({
    partners: ok({ partners: [] }),
    language: () =>
      new Promise((resolve) => {
        answer = resolve;
      }),
  });
  show();
  await screen.findByText('0 partners');

  await user.click(screen.getByRole('button', { name: 'save' }));
  expect(screen.getByRole('button', { name: 'saving' })).toBeDisabled();
  expect(backend.requests('language')[0]?.body).toEqual({ language: 'en-gb' });

  act(() => answer(ok({ result: 'success' })));
  expect(await screen.findByRole('button', { name: 'save' })).toBeEnabled();
  expect(backend.requests('partners')).toHaveLength(2);
  expect(screen.getByText('en-gb: success')).toBeInTheDocument();
});

it('shows the server error in its error toast, keeps the error state and reloads nothing', async () => {
  const user = userEvent.setup();
  const backend = fakeBackend({
    partners: ok({ partners: [] }),
    language: apiError(403, 'exception.rolemissing'),
  });
  show();
  await screen.findByText('0 partners');

  await user.click(screen.getByRole('button', { name: 'save' }));
  expect(await screen.findByText('failed')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(apiError(403, 'exception.rolemissing').body.message);
  await waitFor(() => expect(screen.getByRole('button', { name: 'save' })).toBeEnabled());
  expect(backend.requests('partners')).toHaveLength(1);
});

it('stays pending until its after-answer work is done, and fails when that work throws', async () => {
  const user = userEvent.setup();
  fakeBackend({ partners: ok({ partners: [] }), language: ok({ result: 'success' }) });
  const finished: ((failure?: Error) => void)[] = [];
  const afterAnswer = jest.fn(
    (_result: string) =>
      new Promise<void>((resolve, reject) => {
        finished.push((failure) => (failure ? reject(failure) : resolve()));
      }),
  );
  show(afterAnswer);
  await screen.findByText('0 partners');

  await user.click(screen.getByRole('button', { name: 'save' }));
  await waitFor(() => expect(afterAnswer).toHaveBeenCalledWith('success'));
  expect(screen.getByRole('button', { name: 'saving' })).toBeDisabled();
  act(() => finished[0]?.());
  expect(await screen.findByText('en-gb: success')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'save' }));
  await waitFor(() => expect(afterAnswer).toHaveBeenCalledTimes(2));
  act(() => finished[1]?.(new Error('layout not loaded')));
  expect(await screen.findByText('failed')).toBeInTheDocument();
  expect(screen.getByText('layout not loaded')).toBeInTheDocument();
});
