import type { MetaDataPoint } from '@portal/unit-catalog';
import type { UnitMetadata } from '@portal/web-kit';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { ContentOf, ContentProps, EditBuffer } from '../content-props.js';
import { formatValue, useFormatOptions } from '../format-value.js';
import { Dimmer } from '../inputs/dimmer.js';
import { useInputText, useRefusalReason } from '../inputs/input-text.js';
import { NumericInput } from '../inputs/numeric-input.js';
import { TimeInput } from '../inputs/time-input.js';
import { minutesPerDay } from '@portal/unit-catalog/rules';
import { type EditErrorKey, enumOptions, numericLimits, textError } from '../inputs/validation.js';
import '../../components/words.css';
import '../rings/rings.css';

/** The key a text content shows: 'Board.name', or 'Board.name[index]' for an array item. */
export function textContentKey(
  content: Pick<ContentOf<'text'>, 'board' | 'dataPoint' | 'index'>,
): string | null {
  if (!content.board || !content.dataPoint) return null;
  const key = `${content.board}.${content.dataPoint}`;
  return content.index === undefined ? key : `${key}[${content.index}]`;
}

/** The data point's translated label plus its labelSuffix (when the metadata carries one). */
export function valueLabel(meta: UnitMetadata, key: string): string {
  // The catalog's labelSuffix, where the init metadata passes it on.
  const def: (MetaDataPoint & { labelSuffix?: string }) | undefined = meta.dataPoint(key);
  return def?.labelSuffix ? `${meta.label(key)} ${def.labelSuffix}` : meta.label(key);
}

const numericTypes = new Set(['int', 'uint', 'float']);
const textTypes = new Set(['octetString', 'visibleString']);

/** Whether a content's data point gets an input in edit mode (spec 6: only content marked editable). */
export function hasValueInput(
  content: ContentOf<'text'>,
  def: MetaDataPoint | undefined,
): def is MetaDataPoint {
  return (
    content.editable === true && def !== undefined && def.writable && !def.virtual && def.type !== 'struct'
  );
}

/** A DOM id for an input of a data point key ('Hk_Ew.a.b[2]' → 'edit-Hk_Ew-a-b-2'). */
function inputId(key: string): string {
  return `edit-${key.replace(/[^\w-]+/g, '-').replace(/-+$/, '')}`;
}

/**
 * One value row (spec 2 data widget): the data point's label and formatted value; in edit mode, for
 * an editable writable data point, the input that fits its type. Changes go to the widget's edit
 * buffer, input errors to its error list (keyed by the data point key).
 */
export function TextContent(props: ContentProps<'text'>) {
  const { content, meta, edit } = props;
  const options = useFormatOptions();
  const key = textContentKey(content);
  if (key === null) return null;
  const def = meta.dataPoint(key);
  const label = valueLabel(meta, key);

  if (edit.editing(key) && hasValueInput(content, def)) {
    const refusal = edit.refusal(key);
    return (
      <div className="py-1">
        <ValueInput content={content} def={def} dataKey={key} label={label} meta={meta} edit={edit} />
        {refusal !== null ? <Refusal reason={refusal} meta={meta} /> : null}
      </div>
    );
  }

  const shown = formatValue(meta, key, edit.active ? edit.current(key) : props.value(key), {
    ...options,
    decimals: content.parameters?.decimals,
  });
  return <ValueRow label={label} value={shown} ring={props.ring} />;
}

/** A label and its value; `ring` marks the row with the colour of its ring in the widget's chart. */
export function ValueRow({ label, value, ring }: { label: string; value: string; ring?: number }) {
  return (
    <div className="mfd-value-row mfd-pair py-1">
      <span className="text-body-secondary mfd-words">
        {ring !== undefined ? (
          <span
            className={`mfd-rings__swatch mfd-rings__colour-${ring} me-2`}
            data-ring-marker={ring}
            aria-hidden
          />
        ) : null}
        {label}
      </span>
      <span className="fw-semibold mfd-words" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </span>
    </div>
  );
}

/** Why the unit refused this value at the last save (issue 40, 23); the input stays for correcting. */
function Refusal({ reason, meta }: { reason: string; meta: UnitMetadata }) {
  const text = useInputText();
  const because = useRefusalReason(meta);
  return (
    <div className="small text-danger mt-1" data-refusal>
      <i className="bi bi-exclamation-triangle-fill me-1" aria-hidden />
      {text('mf.dashboard.input.refused', { reason: because(reason) })}
    </div>
  );
}

interface ValueInputProps {
  content: ContentOf<'text'>;
  def: MetaDataPoint;
  dataKey: string;
  label: string;
  meta: UnitMetadata;
  edit: EditBuffer;
}

function ValueInput({ content, def, dataKey, label, meta, edit }: ValueInputProps) {
  const id = inputId(dataKey);
  const current = edit.current(dataKey);
  const reportError = (error: string | null) => edit.setError(dataKey, error);

  if (numericTypes.has(def.type)) {
    return (
      <NumericValueInput
        id={id}
        def={def}
        content={content}
        dataKey={dataKey}
        label={label}
        current={typeof current === 'number' ? current : undefined}
        edit={edit}
      />
    );
  }
  switch (def.type) {
    case 'enum':
      return (
        <EnumInput
          id={id}
          label={label}
          meta={meta}
          def={def}
          content={content}
          current={current}
          onChange={(next) => edit.set(dataKey, next)}
        />
      );
    case 'bool':
      return (
        <Form.Check
          type="switch"
          role="switch"
          id={id}
          label={label}
          checked={current === true || current === 1}
          onChange={(event) => edit.set(dataKey, event.target.checked)}
          className="d-flex align-items-center gap-2 mb-0"
          style={{ minHeight: '2.375rem' }}
        />
      );
    case 'timeOfDay': {
      const step = content.menuItem?.increment ?? def.menuItem?.increment ?? 10;
      // The unit stores a time of day below 24:00 (the backend accepts 0..1439).
      const max = Math.min(
        content.menuItem?.max ?? def.menuItem?.max ?? minutesPerDay - 1,
        minutesPerDay - 1,
      );
      return (
        <TimeInput
          id={id}
          label={label}
          minutes={typeof current === 'number' ? current : undefined}
          min={content.menuItem?.min ?? def.menuItem?.min ?? 0}
          max={Math.floor(max / step) * step}
          step={step}
          onChange={(minutes) => edit.set(dataKey, minutes)}
          onError={reportError}
        />
      );
    }
    default:
      if (textTypes.has(def.type)) {
        return (
          <TextInput
            id={id}
            label={label}
            length={def.length}
            current={typeof current === 'string' ? current : ''}
            onChange={(next) => edit.set(dataKey, next)}
            onError={reportError}
          />
        );
      }
      return null;
  }
}

function NumericValueInput({
  id,
  def,
  content,
  dataKey,
  label,
  current,
  edit,
}: {
  id: string;
  def: MetaDataPoint;
  content: ContentOf<'text'>;
  dataKey: string;
  label: string;
  current: number | undefined;
  edit: EditBuffer;
}) {
  const text = useInputText();
  const [dimmer, setDimmer] = useState(false);
  const limits = numericLimits(def, content.menuItem);
  return (
    <>
      <NumericInput
        id={id}
        label={label}
        value={current}
        min={limits.min}
        max={limits.max}
        step={limits.step}
        decimals={limits.decimals}
        unit={def.unit || undefined}
        onChange={(next) => edit.set(dataKey, next)}
        onError={(error) => edit.setError(dataKey, error)}
        append={
          limits.bounded ? (
            <Button
              variant="outline-secondary"
              aria-label={text('mf.dashboard.input.dimmer.open', { label })}
              className="d-inline-flex align-items-center justify-content-center px-2"
              style={{ minWidth: '2.5rem', minHeight: '2.375rem' }}
              onClick={() => setDimmer(true)}
            >
              <i className="bi bi-sliders2-vertical" aria-hidden />
            </Button>
          ) : null
        }
      />
      {limits.bounded ? (
        <Dimmer
          show={dimmer}
          label={label}
          value={current}
          min={limits.min}
          max={limits.max}
          step={limits.step}
          unit={def.unit || undefined}
          onCancel={() => setDimmer(false)}
          onDone={(next) => {
            setDimmer(false);
            edit.setError(dataKey, null);
            edit.set(dataKey, next);
          }}
        />
      ) : null}
    </>
  );
}

function EnumInput({
  id,
  label,
  meta,
  def,
  content,
  current,
  onChange,
}: {
  id: string;
  label: string;
  meta: UnitMetadata;
  def: MetaDataPoint;
  content: ContentOf<'text'>;
  current: unknown;
  onChange: (value: number) => void;
}) {
  const enumName = def.enumName ?? '';
  const menuItem = {
    min: content.menuItem?.min ?? def.menuItem?.min,
    max: content.menuItem?.max ?? def.menuItem?.max,
  };
  const options = enumOptions(meta.enumValues(enumName), menuItem);
  const selected = typeof current === 'number' && options.includes(current) ? String(current) : '';
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small text-body-secondary mb-1">{label}</Form.Label>
      <Form.Select
        value={selected}
        style={{ minHeight: '2.375rem' }}
        onChange={(event) => {
          if (event.target.value !== '') onChange(Number(event.target.value));
        }}
      >
        {selected === '' ? (
          <option value="" disabled>
            –
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option} value={String(option)}>
            {meta.enumLabel(enumName, option)}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

function TextInput({
  id,
  label,
  length,
  current,
  onChange,
  onError,
}: {
  id: string;
  label: string;
  length: number;
  current: string;
  onChange: (value: string) => void;
  onError: (error: string | null) => void;
}) {
  const text = useInputText();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<EditErrorKey | null>(null);
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small text-body-secondary mb-1">{label}</Form.Label>
      <Form.Control
        type="text"
        autoComplete="off"
        style={{ minHeight: '2.375rem' }}
        value={draft ?? current}
        isInvalid={error !== null}
        onChange={(event) => {
          const typed = event.target.value;
          const problem = textError(typed, length);
          setDraft(typed);
          if (problem !== error) onError(problem);
          setError(problem);
          if (problem === null) onChange(typed);
        }}
      />
      <Form.Control.Feedback type="invalid">{error ? text(error) : null}</Form.Control.Feedback>
    </Form.Group>
  );
}
