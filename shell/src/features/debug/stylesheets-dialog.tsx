import {
  type StylesheetName,
  type StylesheetScope,
  type StylesheetsResponse,
  maxStylesheetLength,
  stylesheetScopes,
} from '@portal/contracts';
import {
  ApiError,
  FormDialog,
  currentUnitAtom,
  openModal,
  portalStore,
  refreshSession,
  useEndpointMutation,
  useEndpointQuery,
  useErrorText,
} from '@portal/web-kit';
import { type ReactNode, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, useIntl } from 'react-intl';
import { reloadUnitLayout } from './unit-debug-tools.js';

// Spec 7 layout and custom CSS, set by an admin per install (every skin) or per skin. A saved sheet
// is linked again under its new version at once: the custom one by a fresh init, the layout one by
// reloading the open unit's layout.

/** Opens the stylesheet editor (admins). */
export function openStylesheetsDialog(): Promise<boolean | undefined> {
  return openModal<boolean>((close, zIndex) => <StylesheetsDialog zIndex={zIndex} close={close} />);
}

const sheets: readonly StylesheetName[] = ['custom', 'layout'];

function textOf(answer: StylesheetsResponse | undefined, sheet: StylesheetName, scope: StylesheetScope) {
  return answer?.entries.find((entry) => entry.sheet === sheet && entry.scope === scope)?.css ?? '';
}

/**
 * Saves a sheet; the page takes the new version at once (init names the custom sheet, the layout
 * names its own). `problem` is the refusal as text.
 */
function useSaveStylesheet() {
  const intl = useIntl();
  const errorText = useErrorText();
  const save = useEndpointMutation('adminStylesSave', {
    afterAnswer: async (_answer, { body }) => {
      const current = portalStore.get(currentUnitAtom);
      await Promise.all([
        refreshSession().catch(() => undefined),
        body.sheet === 'layout' && current ? reloadUnitLayout(current.sn).catch(() => undefined) : undefined,
      ]);
    },
    successToast: () => ({
      variant: 'success',
      title: intl.formatMessage({ id: 'debug.styles.title' }),
      body: intl.formatMessage({ id: 'debug.styles.saved' }),
    }),
  });
  const fieldKeys = save.error instanceof ApiError ? Object.values(save.error.fields).flat() : [];
  const problem = !save.error
    ? null
    : fieldKeys.length > 0
      ? fieldKeys.map((fieldKey) => errorText(fieldKey)).join(' ')
      : save.error.message;
  return { save, problem };
}

function StylesheetsDialog({ zIndex, close }: { zIndex: number; close: (result?: boolean) => void }) {
  const ids = useId();
  const loaded = useEndpointQuery('adminStyles');
  const [sheet, setSheet] = useState<StylesheetName>('custom');
  const [scope, setScope] = useState<StylesheetScope>('all');
  // Edits per sheet and scope, so switching between them keeps what was typed.
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const key = `${sheet}/${scope}`;
  const css = drafts[key] ?? textOf(loaded.data, sheet, scope);
  const { save, problem } = useSaveStylesheet();

  return (
    <FormDialog
      zIndex={zIndex}
      size="lg"
      title={<FormattedMessage id="debug.styles.title" />}
      onCancel={() => close(false)}
      onSubmit={() => save.mutate({ body: { sheet, scope, css } }, { onSuccess: () => close(true) })}
      busy={save.isPending}
      submitText={<FormattedMessage id="debug.styles.save" />}
      cancelText={<FormattedMessage id="debug.styles.cancel" />}
      alert={
        problem ? (
          <Alert variant="danger" className="py-2">
            {problem}
          </Alert>
        ) : null
      }
      placeholder={loadPlaceholder(loaded)}
    >
      <p className="text-body-secondary">
        <FormattedMessage id="debug.styles.intro" />
      </p>
      <SheetChoice
        ids={ids}
        sheet={sheet}
        scope={scope}
        skin={loaded.data?.skin}
        onSheet={setSheet}
        onScope={setScope}
      />
      <Form.Group controlId={`${ids}-css`}>
        <Form.Label>
          <FormattedMessage id="debug.styles.css" />
        </Form.Label>
        <Form.Control
          as="textarea"
          rows={10}
          spellCheck={false}
          className="font-monospace small"
          value={css}
          maxLength={maxStylesheetLength}
          onChange={(event) => setDrafts((current) => ({ ...current, [key]: event.target.value }))}
          aria-describedby={`${ids}-order`}
        />
        <Form.Text id={`${ids}-order`}>
          <FormattedMessage id="debug.styles.order" />
        </Form.Text>
      </Form.Group>
      {loaded.data && loaded.data.files.length > 0 ? (
        <p className="small text-body-secondary mt-3 mb-0">
          <FormattedMessage id="debug.styles.files" values={{ files: loaded.data.files.join(', ') }} />
        </p>
      ) : null}
    </FormDialog>
  );
}

/**
 * A spinner while the sheets load, the failure if they could not; undefined once they are there
 * (FormDialog shows its form only without a placeholder).
 */
function loadPlaceholder(loaded: ReturnType<typeof useEndpointQuery<'adminStyles'>>): ReactNode {
  if (loaded.isPending) {
    return (
      <div className="text-center py-4">
        <Spinner animation="border" size="sm" role="status">
          <span className="visually-hidden">
            <FormattedMessage id="debug.styles.loading" />
          </span>
        </Spinner>
      </div>
    );
  }
  return loaded.isError ? (
    <Alert variant="danger" className="mb-0">
      {loaded.error.message}
    </Alert>
  ) : undefined;
}

/** Which sheet, and for all skins or one: the choice the text area edits. */
function SheetChoice({
  ids,
  sheet,
  scope,
  skin,
  onSheet,
  onScope,
}: {
  ids: string;
  sheet: StylesheetName;
  scope: StylesheetScope;
  /** The skin this page runs under, named as the current one. */
  skin: string | undefined;
  onSheet: (sheet: StylesheetName) => void;
  onScope: (scope: StylesheetScope) => void;
}) {
  const intl = useIntl();
  return (
    <div className="row g-3 mb-3">
      <Form.Group className="col-sm-6" controlId={`${ids}-sheet`}>
        <Form.Label>
          <FormattedMessage id="debug.styles.sheet" />
        </Form.Label>
        <Form.Select value={sheet} onChange={(event) => onSheet(event.target.value as StylesheetName)}>
          {sheets.map((name) => (
            <option key={name} value={name}>
              {intl.formatMessage({ id: `debug.styles.sheet.${name}` })}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group className="col-sm-6" controlId={`${ids}-scope`}>
        <Form.Label>
          <FormattedMessage id="debug.styles.scope" />
        </Form.Label>
        <Form.Select value={scope} onChange={(event) => onScope(event.target.value as StylesheetScope)}>
          {stylesheetScopes.map((name) => (
            <option key={name} value={name}>
              {name === 'all'
                ? intl.formatMessage({ id: 'debug.styles.scope.all' })
                : intl.formatMessage(
                    { id: name === skin ? 'debug.styles.scope.current' : 'debug.styles.scope.skin' },
                    { skin: name },
                  )}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </div>
  );
}
