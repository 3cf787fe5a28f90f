/// <reference types="@testing-library/jest-dom" />
import type { MetaDataPoint } from '@portal/unit-catalog';
import { unitMetadata } from '@portal/web-kit';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { dashboardInit, renderPage } from '../../components/test-utils.js';
import type { ContentOf, EditBuffer } from '../content-props.js';
import { installPointerEvents } from '../inputs/pointer-events.testing.js';
import { renderContent } from '../testing.js';
import { TextContent } from './text-content.js';

beforeAll(installPointerEvents);

const text = (
  board: string,
  dataPoint: string,
  extra: Partial<ContentOf<'text'>> = {},
): ContentOf<'text'> => ({
  type: 'text',
  board,
  dataPoint,
  ...extra,
});

describe('TextContent showing a value', () => {
  it('shows the label and the formatted value with its unit', () => {
    renderContent(TextContent, text('Ww_Ew', 'Warmwasser.sbSollTemp', { editable: true }), {
      values: { 'Ww_Ew.Warmwasser.sbSollTemp': 55 },
    });
    expect(screen.getByText('Warmwasser-Solltemperatur')).toBeInTheDocument();
    expect(screen.getByText('55,0 °C')).toBeInTheDocument();
    // Not in edit mode: no input even though the content is editable.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows one unit of measure with one number of decimals, whatever the gain', () => {
    // Heat pump curve limits: max has gain 0.01, min gain 0.1; a Dachs sensor gain 1.
    renderContent(TextContent, text('Wp_Ew', 'usHkMax'), { values: { 'Wp_Ew.usHkMax': 55 } });
    renderContent(TextContent, text('Wp_Ew', 'usHkMin'), { values: { 'Wp_Ew.usHkMin': 25 } });
    renderContent(TextContent, text('Hka_Mw1', 'Temp.sAbgasHKA'), {
      values: { 'Hka_Mw1.Temp.sAbgasHKA': 18 },
    });
    expect(screen.getByText('55,0 °C')).toBeInTheDocument();
    expect(screen.getByText('25,0 °C')).toBeInTheDocument();
    expect(screen.getByText('18,0 °C')).toBeInTheDocument();
    expect(screen.queryByText('55,00 °C')).toBeNull();
  });

  it('lets parameters.decimals override the decimals of the gain', () => {
    renderContent(TextContent, text('Wp_Ew', 'sSollRaum', { parameters: { decimals: 2 } }), {
      values: { 'Wp_Ew.sSollRaum': 21.5 },
    });
    expect(screen.getByText('21,50 °C')).toBeInTheDocument();
  });

  it('shows an array item by its index, flags as Ja/Nein, enums by their text', () => {
    renderContent(TextContent, text('Mm', 'ModulSteuerung.fModulLaeuft', { index: 1 }), {
      values: { 'Mm.ModulSteuerung.fModulLaeuft[0]': false, 'Mm.ModulSteuerung.fModulLaeuft[1]': true },
    });
    expect(screen.getByText('Modul läuft')).toBeInTheDocument();
    expect(screen.getByText('Ja')).toBeInTheDocument();
  });

  it('shows enum texts', () => {
    renderContent(TextContent, text('Hka_Ew', 'bFuehrungHKA'), { values: { 'Hka_Ew.bFuehrungHKA': 1 } });
    expect(screen.getByText('Stromgeführt')).toBeInTheDocument();
  });

  it('shows Dachs faults and warnings as catalogue code and text, 0 as none (code = value + 100 / + 600)', () => {
    renderContent(TextContent, text('Hka_Bd', 'bWarnung'), { values: { 'Hka_Bd.bWarnung': 50 } });
    renderContent(TextContent, text('Hka_Bd', 'bStoerung'), { values: { 'Hka_Bd.bStoerung': 22 } });
    renderContent(TextContent, text('Brenner_Bd', 'bBrennerWarnung'), {
      values: { 'Brenner_Bd.bBrennerWarnung': 10 },
    });
    expect(screen.getByText('650: 250-Stunden-Prüfung fällig')).toBeInTheDocument();
    expect(screen.getByText('122: Kühlwassertemperatur zu hoch (> 95 °C)')).toBeInTheDocument();
    expect(screen.getByText('610: Zusatzbrenner: Warnung')).toBeInTheDocument();
    expect(screen.queryByText('50')).toBeNull();
  });

  it('a fault value of 0 reads none; a code without catalogue text still names the code', () => {
    renderContent(TextContent, text('Hka_Bd', 'bStoerung'), { values: { 'Hka_Bd.bStoerung': 0 } });
    renderContent(TextContent, text('Hka_Bd', 'bWarnung'), { values: { 'Hka_Bd.bWarnung': 99 } });
    expect(screen.getByText('keine')).toBeInTheDocument();
    expect(screen.getByText('699: Code ohne Text im Katalog')).toBeInTheDocument();
  });

  it('shows – while the value is unknown', () => {
    renderContent(TextContent, text('Ww_Ew', 'Warmwasser.sbSollTemp'));
    expect(screen.getByText('–')).toBeInTheDocument();
  });

  it('keeps values read-only in edit mode unless the content is editable and the point writable', () => {
    renderContent(TextContent, text('Ww_Ew', 'Warmwasser.sbSollTemp'), {
      editing: true,
      values: { 'Ww_Ew.Warmwasser.sbSollTemp': 55 },
    });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('55,0 °C')).toBeInTheDocument();
  });

  it('does not offer inputs for read-only data points marked editable', () => {
    renderContent(TextContent, text('Hka_Mw1', 'tUhrzeit', { editable: true }), {
      editing: true,
      values: { 'Hka_Mw1.tUhrzeit': 615 },
    });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('10:15')).toBeInTheDocument();
  });
});

describe('TextContent editing numbers', () => {
  const setpoint = text('Ww_Ew', 'Warmwasser.sbSollTemp', { editable: true });

  it('buffers typed numbers within the menuItem bounds', () => {
    const { probe } = renderContent(TextContent, setpoint, {
      editing: true,
      values: { 'Ww_Ew.Warmwasser.sbSollTemp': 55 },
    });
    const field = screen.getByRole('textbox', { name: 'Warmwasser-Solltemperatur' });
    expect(field).toHaveValue('55');
    fireEvent.change(field, { target: { value: '60' } });
    expect(probe.buffer.get('Ww_Ew.Warmwasser.sbSollTemp')).toBe(60);
    expect(probe.errors.size).toBe(0);
  });

  it('buffers nothing while the text is invalid and reports the edit error', () => {
    const { probe } = renderContent(TextContent, setpoint, {
      editing: true,
      values: { 'Ww_Ew.Warmwasser.sbSollTemp': 55 },
    });
    const field = screen.getByRole('textbox', { name: 'Warmwasser-Solltemperatur' });
    fireEvent.change(field, { target: { value: 'warm' } });
    expect(probe.buffer.size).toBe(0);
    expect(probe.errors.get('Ww_Ew.Warmwasser.sbSollTemp')).toBe('mf.dashboard.edit.notValid');
    fireEvent.change(field, { target: { value: '70' } });
    expect(probe.buffer.size).toBe(0);
    expect(probe.errors.get('Ww_Ew.Warmwasser.sbSollTemp')).toBe('mf.dashboard.edit.outOfRange');
    expect(screen.getByText('Der gewählte Wert liegt außerhalb des zulässigen Bereichs')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '41' } });
    expect(probe.errors.size).toBe(0);
    expect(probe.buffer.get('Ww_Ew.Warmwasser.sbSollTemp')).toBe(41);
  });

  it('steps by the increment and clamps at the menuItem max', () => {
    const { probe } = renderContent(TextContent, setpoint, {
      editing: true,
      values: { 'Ww_Ew.Warmwasser.sbSollTemp': 64 },
    });
    const plus = screen.getByRole('button', { name: 'Warmwasser-Solltemperatur erhöhen' });
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(probe.buffer.get('Ww_Ew.Warmwasser.sbSollTemp')).toBe(65);
    expect(screen.getByRole('textbox', { name: 'Warmwasser-Solltemperatur' })).toHaveValue('65');
  });

  it('takes the German decimal comma, steps by 0.5, and refuses digits the gain cannot store', () => {
    const { probe } = renderContent(TextContent, text('Wp_Ew', 'sSollRaum', { editable: true }), {
      editing: true,
      values: { 'Wp_Ew.sSollRaum': 21 },
    });
    const field = screen.getByRole('textbox', { name: 'Raum-Solltemperatur' });
    expect(field).toHaveValue('21,0');
    fireEvent.click(screen.getByRole('button', { name: 'Raum-Solltemperatur erhöhen' }));
    expect(probe.buffer.get('Wp_Ew.sSollRaum')).toBe(21.5);
    fireEvent.change(field, { target: { value: '22,55' } });
    expect(probe.errors.get('Wp_Ew.sSollRaum')).toBe('mf.dashboard.edit.notValid');
    expect(probe.buffer.get('Wp_Ew.sSollRaum')).toBe(21.5);
    fireEvent.change(field, { target: { value: '22,5' } });
    expect(probe.buffer.get('Wp_Ew.sSollRaum')).toBe(22.5);
    expect(probe.errors.size).toBe(0);
  });

  it('opens the dimmer for bounded values and buffers what it is set to', () => {
    const { probe } = renderContent(TextContent, setpoint, {
      editing: true,
      values: { 'Ww_Ew.Warmwasser.sbSollTemp': 55 },
    });
    fireEvent.click(
      screen.getByRole('button', { name: 'Warmwasser-Solltemperatur mit dem Schieberegler einstellen' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Warmwasser-Solltemperatur' });
    const slider = within(dialog).getByRole('slider');
    expect(slider).toHaveAttribute('aria-valuemin', '40');
    expect(slider).toHaveAttribute('aria-valuemax', '65');
    fireEvent.keyDown(slider, { key: 'End' });
    fireEvent.keyDown(slider, { key: 'ArrowUp' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fertig' }));
    expect(probe.buffer.get('Ww_Ew.Warmwasser.sbSollTemp')).toBe(65);
  });

  it('offers no dimmer without both bounds', () => {
    const meta = unitMetadata(dashboardInit(), 'de-de');
    const def = meta.dataPoint('Ww_Ew.Warmwasser.sbSollTemp')!;
    renderWithDataPoint({ ...def, menuItem: { min: 40 } }, 50);
    expect(screen.getByRole('textbox', { name: 'Testwert' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Schieberegler/ })).not.toBeInTheDocument();
  });
});

describe('TextContent editing other types', () => {
  it('offers enum options limited to the menuItem indices and buffers the number', () => {
    const { probe } = renderContent(
      TextContent,
      text('Hka_Ew', 'bFuehrungHKA', { editable: true, menuItem: { max: 1 } }),
      {
        editing: true,
        values: { 'Hka_Ew.bFuehrungHKA': 0 },
      },
    );
    const select = screen.getByRole('combobox', { name: 'Führungsart' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Wärmegeführt', 'Stromgeführt']);
    fireEvent.change(select, { target: { value: '1' } });
    expect(probe.buffer.get('Hka_Ew.bFuehrungHKA')).toBe(1);
  });

  it('offers every enum option within the data point limits by default', () => {
    renderContent(TextContent, text('Hka_Ew', 'bFuehrungHKA', { editable: true }), {
      editing: true,
      values: { 'Hka_Ew.bFuehrungHKA': 2 },
    });
    const select = screen.getByRole('combobox', { name: 'Führungsart' });
    expect(within(select).getAllByRole('option')).toHaveLength(3);
    expect(select).toHaveValue('2');
  });

  it('switches flags and buffers booleans', () => {
    const { probe } = renderContent(
      TextContent,
      text('Stromf_Ew', 'Anforderung_GLT.bAktiv', { editable: true }),
      {
        editing: true,
        values: { 'Stromf_Ew.Anforderung_GLT.bAktiv': false },
      },
    );
    const flag = screen.getByRole('switch', { name: 'Externe Stromanforderung aktiv (10 min)' });
    expect(flag).not.toBeChecked();
    fireEvent.click(flag);
    expect(probe.buffer.get('Stromf_Ew.Anforderung_GLT.bAktiv')).toBe(true);
    expect(flag).toBeChecked();
    fireEvent.click(flag);
    expect(probe.buffer.get('Stromf_Ew.Anforderung_GLT.bAktiv')).toBe(false);
  });

  it('buffers texts only while their UTF-8 byte length is below the length', () => {
    const { probe } = renderContent(TextContent, text('Puffer_Ew', 'uchBezeichnung', { editable: true }), {
      editing: true,
      values: { 'Puffer_Ew.uchBezeichnung': 'Puffer' },
    });
    const field = screen.getByRole('textbox', { name: 'Bezeichnung' });
    expect(field).toHaveValue('Puffer');
    // 20 bytes fit a length of 21.
    fireEvent.change(field, { target: { value: 'a'.repeat(20) } });
    expect(probe.buffer.get('Puffer_Ew.uchBezeichnung')).toBe('a'.repeat(20));
    // 20 characters, but 'ü' takes two bytes: 21 bytes.
    fireEvent.change(field, { target: { value: `${'a'.repeat(19)}ü` } });
    expect(probe.errors.get('Puffer_Ew.uchBezeichnung')).toBe('mf.dashboard.edit.notValid');
    expect(probe.buffer.get('Puffer_Ew.uchBezeichnung')).toBe('a'.repeat(20));
    expect(field).toHaveValue(`${'a'.repeat(19)}ü`);
    expect(screen.getByText('nicht gültig')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'Pufferspeicher Süd' } });
    expect(probe.errors.size).toBe(0);
    expect(probe.buffer.get('Puffer_Ew.uchBezeichnung')).toBe('Pufferspeicher Süd');
  });

  it('edits times of day with the time input in 10-minute steps, below 24:00', () => {
    const { probe } = renderWithDataPoint(
      {
        name: 'tSchaltzeit',
        friendlyName: 'TT001',
        gain: 1,
        unit: 'min',
        enumName: null,
        array: false,
        obdClass: 'Parameter',
        type: 'timeOfDay',
        typeName: 'TIME_OF_DAY',
        length: 0,
        labelSuffix: '',
        functionGroups: [],
        bitOffset: null,
        struct: false,
        structName: null,
        structElementAttributes: [],
        virtual: false,
        writable: true,
      },
      1420,
    );
    const field = screen.getByRole('textbox', { name: 'Testwert' });
    expect(field).toHaveValue('23:40');
    const plus = screen.getByRole('button', { name: 'Testwert erhöhen' });
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(probe.buffer.get('Test.wert')).toBe(1430);
    expect(field).toHaveValue('23:50');
    fireEvent.change(field, { target: { value: '24:00' } });
    expect(probe.errors.get('Test.wert')).toBe('mf.dashboard.edit.outOfRange');
    fireEvent.change(field, { target: { value: '06:30' } });
    expect(probe.buffer.get('Test.wert')).toBe(390);
    expect(probe.errors.size).toBe(0);
  });
});

/** TextContent in edit mode for a made-up data point 'Test.wert' (the catalog has no writable time of day). */
function renderWithDataPoint(def: MetaDataPoint, initial: unknown) {
  const init = dashboardInit();
  const base = unitMetadata(init, 'de-de');
  const meta = {
    ...base,
    dataPoint: (key: string) => (key === 'Test.wert' ? def : base.dataPoint(key)),
    label: (key: string) => (key === 'Test.wert' ? 'Testwert' : base.label(key)),
  };
  const probe = { buffer: new Map<string, unknown>(), errors: new Map<string, string>() };
  function Harness() {
    const [buffer, setBuffer] = useState<ReadonlyMap<string, unknown>>(new Map());
    const edit: EditBuffer = {
      active: true,
      current: (key) => (buffer.has(key) ? buffer.get(key) : key === 'Test.wert' ? initial : undefined),
      set: (key, value) => {
        probe.buffer.set(key, value);
        setBuffer((previous) => new Map(previous).set(key, value));
      },
      setError: (id, error) => {
        if (error === null) probe.errors.delete(id);
        else probe.errors.set(id, error);
      },
      editing: () => true,
      refusal: () => null,
    };
    return (
      <TextContent
        content={{ type: 'text', board: 'Test', dataPoint: 'wert', editable: true }}
        sn="5123456789"
        value={() => initial}
        meta={meta}
        edit={edit}
        debug={false}
      />
    );
  }
  renderPage(<Harness />, { init });
  return { probe };
}
