import { jest } from '@jest/globals';
import { timeProgramDayActivity, timeProgramDayPower } from '@portal/unit-catalog';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { unitMetadata } from '@portal/web-kit';
import { dashboardInit, renderPage, resetHosts } from '../../components/test-utils.js';
import { type ContentOf, readOnlyEdit } from '../content-props.js';
import { renderContent } from '../testing.js';
import { TimeProgramContent, tabResizeDelayMs } from './time-program-content.js';
import { type DayStruct, dayOf, dayShape, emptyDay, switchesOf } from './time-program-rules.js';

const activityNames = ['activity.off', 'activity.pl1', 'activity.pl2', 'activity.pl3'];

/** The Dachs II content of the catalog (board Stromf_Ew, ActivityOperated with temperatures). */
const dachsII: ContentOf<'timeProgram'> = {
  type: 'timeProgram',
  board: 'Stromf_Ew',
  editable: true,
  parameters: {
    prefix: 'Zeitprogramm',
    suffix: '',
    count: 3,
    temps: true,
    type: 'ActivityOperated',
    activityNames,
  },
};

/** The Dachs 0.8 content of the catalog (board Bz_Ew, PowerOperated with a custom value setting). */
const dachs08: ContentOf<'timeProgram'> = {
  type: 'timeProgram',
  board: 'Bz_Ew',
  editable: true,
  parameters: {
    prefix: 'Zeitprogramm',
    suffix: '',
    count: 3,
    temps: false,
    type: 'PowerOperated',
    activityNames,
    customValueSetting: 'Bz_Ew.usLeistungSoll',
    customValueOptions: { min: 0, max: 750, increment: 10, gain: 10 },
    customValueSettingOnly: false,
  },
};

const activity = dayShape('ActivityOperated', timeProgramDayActivity);
const power = dayShape('PowerOperated', timeProgramDayPower);
const activityDay = (...switches: Array<[number, number, number]>) =>
  dayOf(
    activity,
    switches.map(([time, level, value]) => ({ time, level, value })),
  );

/** Program 1 as the simulator sets it up: 06:00 (weekends 08:00) PL1 at 20 °C, 22:00 off at 16 °C. */
function dachsIIValues(): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (let day = 0; day < 7; day += 1) {
    values[`Stromf_Ew.Zeitprogramm1[${day}]`] = activityDay([day < 5 ? 36 : 48, 1, 20], [132, 0, 16]);
    values[`Stromf_Ew.Zeitprogramm2[${day}]`] = emptyDay(activity);
    values[`Stromf_Ew.Zeitprogramm3[${day}]`] = emptyDay(activity);
  }
  return values;
}

function dachs08Values(): Record<string, unknown> {
  const values: Record<string, unknown> = { 'Bz_Ew.usLeistungSoll': 750 };
  for (let day = 0; day < 7; day += 1) {
    values[`Bz_Ew.Zeitprogramm1[${day}]`] = dayOf(power, [
      { time: 30, level: 3, value: 0 },
      { time: 132, level: 1, value: 400 },
    ]);
    values[`Bz_Ew.Zeitprogramm2[${day}]`] = emptyDay(power);
    values[`Bz_Ew.Zeitprogramm3[${day}]`] = emptyDay(power);
  }
  return values;
}

// Skipping the pointer-events check (a computed style walk per event) keeps these large forms fast.
const setupUser = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const dayRow = (name: string) => screen.getByRole('group', { name });
const buffered = (probe: { buffer: Map<string, unknown> }, key: string) => probe.buffer.get(key) as DayStruct;

// Edit mode renders up to 42 switch editors, each with a 49-option time select; on the shared
// 2-core machine these interaction tests can take a few seconds each.
jest.setTimeout(20_000);

beforeEach(() => resetHosts());
afterEach(() => jest.useRealTimers());

describe('read-only view', () => {
  it('shows a tab per program, the global tab and the week of the first program', () => {
    const values = dachsIIValues();
    delete values['Stromf_Ew.Zeitprogramm1[6]'];
    renderContent(TimeProgramContent, dachsII, { values });

    const tabs = within(screen.getByRole('tablist', { name: 'Zeitprogramme' })).getAllByRole('tab');
    expect(tabs).toHaveLength(4);
    ['Programm 1', 'Programm 2', 'Programm 3', 'Einstellungen'].forEach((name, index) =>
      expect(tabs[index]).toHaveAccessibleName(name),
    );
    // The catalog's label of the data point is the tab's tooltip.
    expect(tabs[0]).toHaveAttribute('title', 'Zeitprogramm 1');
    expect(screen.getByRole('tab', { name: 'Programm 1' })).toHaveAttribute('aria-selected', 'true');

    const days = within(screen.getByRole('list', { name: 'Wochenprogramm 1' })).getAllByRole('group');
    expect(days.map((day) => day.querySelector('abbr')?.textContent)).toEqual([
      'Mo',
      'Di',
      'Mi',
      'Do',
      'Fr',
      'Sa',
      'So',
    ]);
    const monday = within(dayRow('Montag'));
    expect(monday.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '06:00PL120,0 °C',
      '22:00Aus16,0 °C',
    ]);
    expect(within(dayRow('Samstag')).getAllByRole('listitem')[0]).toHaveTextContent('08:00PL1');
    // Sunday's value has not arrived yet.
    expect(within(dayRow('Sonntag')).getByText('Noch nicht geladen')).toBeInTheDocument();

    // No inputs and no edit buttons outside edit mode.
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /hinzufügen|kopieren|entfernen/ })).toBeNull();
  });

  it('draws the 24-hour bar per period, carrying the previous day over midnight', () => {
    renderContent(TimeProgramContent, dachsII, { values: dachsIIValues() });
    const legend = within(screen.getByRole('list', { name: 'Aktivitätsstufen' })).getAllByRole('listitem');
    expect(legend.map((item) => item.textContent)).toEqual(['Aus', 'PL1', 'PL2', 'PL3']);
    const segments = (name: string) =>
      [...dayRow(name).querySelectorAll<HTMLElement>('[data-level]')].map((segment) => ({
        level: segment.dataset['level'],
        left: segment.style.left,
        width: segment.style.width,
      }));
    // Monday: Sunday's 22:00 "off" runs on until 06:00, PL1 until 22:00, then off.
    expect(segments('Montag')).toEqual([
      { level: '0', left: '0%', width: '25%' },
      { level: '1', left: '25%', width: `${(96 / 144) * 100}%` },
      { level: '0', left: `${(132 / 144) * 100}%`, width: `${(12 / 144) * 100}%` },
    ]);
    expect(segments('Samstag')[1]).toMatchObject({ level: '1', left: `${(48 / 144) * 100}%` });
  });

  it('shows the other programs on their tabs, and fires a resize 100 ms after a tab change', () => {
    jest.useFakeTimers();
    const values = dachsIIValues();
    values['Stromf_Ew.Zeitprogramm2[2]'] = activityDay([60, 3, 21]);
    renderContent(TimeProgramContent, dachsII, { values });
    const resized = jest.fn();
    window.addEventListener('resize', resized);

    fireEvent.click(screen.getByRole('tab', { name: 'Programm 2' }));
    expect(screen.getByRole('tab', { name: 'Programm 2' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dayRow('Mittwoch')).getByRole('listitem')).toHaveTextContent('10:00PL321,0 °C');
    expect(within(dayRow('Montag')).getByText('Keine Schaltpunkte')).toBeInTheDocument();
    // Days without any switch (and nothing carried over) are marked as not programmed.
    expect(
      within(screen.getByRole('list', { name: 'Aktivitätsstufen' })).getByText('nicht programmiert'),
    ).toBeVisible();
    expect(dayRow('Montag').querySelector('[data-level]')).toHaveAttribute('data-level', 'none');

    act(() => jest.advanceTimersByTime(tabResizeDelayMs - 1));
    expect(resized).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(resized).toHaveBeenCalledTimes(1);
    window.removeEventListener('resize', resized);
  });

  it('lists the activity levels and the temperatures the programs use on the global tab', async () => {
    const user = setupUser();
    const values = dachsIIValues();
    values['Stromf_Ew.Zeitprogramm3[4]'] = activityDay([60, 1, 22.5]);
    renderContent(TimeProgramContent, dachsII, { values });
    await user.click(screen.getByRole('tab', { name: 'Einstellungen' }));

    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'StufeTemperatur',
      'Aus16,0 °C',
      'PL120,0 °C / 22,5 °Cuneinheitlich',
      'PL2nicht verwendet',
      'PL3nicht verwendet',
    ]);
  });
});

describe('editing a day', () => {
  it('adds a first switch at 06:00 switched off, copies it half an hour later for further ones and stops at 6', async () => {
    const user = setupUser();
    const { probe } = renderContent(TimeProgramContent, dachsII, { values: dachsIIValues(), editing: true });
    await user.click(screen.getByRole('tab', { name: 'Programm 2' }));
    const monday = within(dayRow('Montag'));
    expect(monday.getByText('Keine Schaltpunkte')).toBeInTheDocument();

    const add = () => user.click(monday.getByRole('button', { name: 'Schaltpunkt hinzufügen am Montag' }));
    await add();
    const first = buffered(probe, 'Stromf_Ew.Zeitprogramm2[0]');
    // Level 0 takes the temperature "off" has everywhere else (16 °C), so the levels stay consistent.
    expect(switchesOf(first, activity)).toEqual([{ time: 36, level: 0, value: 16 }]);
    expect(monday.getByRole('combobox', { name: 'Uhrzeit Schaltpunkt 1' })).toHaveValue('36');
    expect(monday.getByRole('combobox', { name: 'Uhrzeit Schaltpunkt 1' })).toHaveDisplayValue('06:00');

    await user.selectOptions(monday.getByRole('combobox', { name: 'Aktivität Schaltpunkt 1' }), 'PL3');
    await add();
    // A copy at a free later time, never a second switch at the same minute (issue 40, 34).
    expect(switchesOf(buffered(probe, 'Stromf_Ew.Zeitprogramm2[0]'), activity)).toEqual([
      { time: 36, level: 3, value: 16 },
      { time: 39, level: 3, value: 16 },
    ]);
    expect(monday.getByRole('combobox', { name: 'Uhrzeit Schaltpunkt 2' })).toHaveDisplayValue('06:30');
    for (let i = 0; i < 4; i += 1) await add();
    expect(buffered(probe, 'Stromf_Ew.Zeitprogramm2[0]')['nrOfSwitchesDefined']).toBe(6);
    expect(monday.queryByRole('button', { name: 'Schaltpunkt hinzufügen am Montag' })).toBeNull();
    expect(monday.getByText('6 von 6 Schaltpunkten')).toBeInTheDocument();
    // Only the edited day is buffered.
    expect([...probe.buffer.keys()]).toEqual(['Stromf_Ew.Zeitprogramm2[0]']);
  });

  it('keeps times non-decreasing and steps them by 10 minutes', async () => {
    const user = setupUser();
    const { probe } = renderContent(TimeProgramContent, dachsII, { values: dachsIIValues(), editing: true });
    const tuesday = within(dayRow('Dienstag'));
    const times = () =>
      switchesOf(buffered(probe, 'Stromf_Ew.Zeitprogramm1[1]'), activity).map((s) => s.time);

    // 05:00 for the second switch is earlier than the first (06:00): it is pulled up to 06:00, and two
    // switches at one time are refused with a message until one moves (issue 40, 34).
    await user.selectOptions(tuesday.getByRole('combobox', { name: 'Uhrzeit Schaltpunkt 2' }), '05:00');
    expect(times()).toEqual([36, 36]);
    expect(tuesday.getByRole('button', { name: 'Schaltpunkt 2 10 Minuten früher' })).toBeDisabled();
    const second = tuesday.getByRole('combobox', { name: 'Uhrzeit Schaltpunkt 2' });
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(second).toHaveAccessibleDescription(
      'Zur selben Uhrzeit liegt schon Schaltpunkt 1. Bitte eine spätere Uhrzeit wählen.',
    );
    expect(probe.errors.get('Stromf_Ew.Zeitprogramm1[1].switchTime2')).toBe(
      'mf.dashboard.timeProgram.switch.duplicate',
    );
    await user.click(tuesday.getByRole('button', { name: 'Schaltpunkt 2 10 Minuten später' }));
    expect(times()).toEqual([36, 37]);
    expect(probe.errors.size).toBe(0);
    expect(tuesday.queryByText(/Zur selben Uhrzeit/)).toBeNull();
    await user.selectOptions(tuesday.getByRole('combobox', { name: 'Uhrzeit Schaltpunkt 2' }), '05:00');

    // Moving the first switch past the second pulls the second along.
    await user.selectOptions(tuesday.getByRole('combobox', { name: 'Uhrzeit Schaltpunkt 1' }), '07:30');
    expect(times()).toEqual([45, 45]);
    await user.click(tuesday.getByRole('button', { name: 'Schaltpunkt 1 10 Minuten später' }));
    expect(times()).toEqual([46, 46]);
    // 07:40 is not on the 30-minute grid but stays selectable as the current time.
    expect(tuesday.getByRole('combobox', { name: 'Uhrzeit Schaltpunkt 1' })).toHaveDisplayValue('07:40');

    await user.selectOptions(tuesday.getByRole('combobox', { name: 'Uhrzeit Schaltpunkt 2' }), '24:00');
    expect(times()).toEqual([46, 144]);
    expect(tuesday.getByRole('button', { name: 'Schaltpunkt 2 10 Minuten später' })).toBeDisabled();
  });

  it('removes a switch: later ones move up, the last slot is zeroed', async () => {
    const user = setupUser();
    const { probe } = renderContent(TimeProgramContent, dachsII, { values: dachsIIValues(), editing: true });
    await user.click(within(dayRow('Mittwoch')).getByRole('button', { name: 'Schaltpunkt 1 entfernen' }));
    expect(buffered(probe, 'Stromf_Ew.Zeitprogramm1[2]')).toMatchObject({
      nrOfSwitchesDefined: 1,
      switchTime1: 132,
      switchActivity1: 0,
      switchTemperature1: 16,
      switchTime2: 0,
      switchActivity2: 0,
      // The lowest temperature the unit accepts (0 °C would be refused).
      switchTemperature2: 5,
    });
    expect(within(dayRow('Mittwoch')).getAllByRole('group', { name: /^Schaltpunkt/ })).toHaveLength(1);
  });

  it('gives a switch the temperature of its new level', async () => {
    const user = setupUser();
    const { probe } = renderContent(TimeProgramContent, dachsII, { values: dachsIIValues(), editing: true });
    const thursday = within(dayRow('Donnerstag'));
    await user.selectOptions(thursday.getByRole('combobox', { name: 'Aktivität Schaltpunkt 2' }), 'PL1');
    expect(switchesOf(buffered(probe, 'Stromf_Ew.Zeitprogramm1[3]'), activity)[1]).toEqual({
      time: 132,
      level: 1,
      value: 20,
    });
    expect(within(thursday.getByRole('group', { name: 'Schaltpunkt 2' })).getByText('20,0 °C')).toBeVisible();
  });
});

describe('copying a day', () => {
  it('offers the other days, needs a target, and buffers each target', async () => {
    const user = setupUser();
    const values = dachsIIValues();
    values['Stromf_Ew.Zeitprogramm1[0]'] = activityDay([30, 2, 21], [90, 1, 20], [138, 0, 16]);
    const { probe } = renderContent(TimeProgramContent, dachsII, { values, editing: true });

    await user.click(within(dayRow('Montag')).getByRole('button', { name: 'Montag kopieren' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Montag kopieren')).toBeInTheDocument();
    const offered = within(dialog)
      .getAllByRole('checkbox')
      .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent);
    expect(offered).toEqual(['Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag']);
    const confirm = within(dialog).getByRole('button', { name: 'Kopieren' });
    expect(confirm).toBeDisabled();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Mittwoch' }));
    expect(confirm).toBeEnabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Mittwoch' }));
    expect(confirm).toBeDisabled();

    // The quick toggles choose a whole group (without the source day) and clear it again.
    const weekend = within(dialog).getByRole('button', { name: 'Sa–So' });
    await user.click(weekend);
    expect(weekend).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('checkbox', { name: 'Samstag' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Sonntag' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Mo–Fr' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Dienstag' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Freitag' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Mo–Fr' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Freitag' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Donnerstag' }));

    await user.click(confirm);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect([...probe.buffer.keys()].sort()).toEqual([
      'Stromf_Ew.Zeitprogramm1[3]',
      'Stromf_Ew.Zeitprogramm1[5]',
      'Stromf_Ew.Zeitprogramm1[6]',
    ]);
    for (const key of probe.buffer.keys())
      expect(probe.buffer.get(key)).toEqual(values['Stromf_Ew.Zeitprogramm1[0]']);
    expect(within(dayRow('Samstag')).getAllByRole('group', { name: /^Schaltpunkt/ })).toHaveLength(3);
  });

  it('buffers nothing when cancelled', async () => {
    const user = setupUser();
    const { probe } = renderContent(TimeProgramContent, dachsII, { values: dachsIIValues(), editing: true });
    await user.click(within(dayRow('Freitag')).getByRole('button', { name: 'Freitag kopieren' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('checkbox', { name: 'Freitag' })).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Montag' }));
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(probe.buffer.size).toBe(0);
  });
});

describe('global settings', () => {
  it('applies a level temperature to every switch of that level in all programs', async () => {
    const user = setupUser();
    const values = dachsIIValues();
    values['Stromf_Ew.Zeitprogramm3[4]'] = activityDay([60, 1, 22.5], [70, 2, 19]);
    const { probe } = renderContent(TimeProgramContent, dachsII, { values, editing: true });
    await user.click(screen.getByRole('tab', { name: 'Einstellungen' }));

    const input = screen.getByRole('textbox', { name: 'Temperatur PL1' });
    expect(input).toHaveValue('20,0');
    await user.click(screen.getByRole('button', { name: 'Temperatur PL1 erhöhen' }));
    expect(input).toHaveValue('20,5');
    // 7 days of program 1 plus Friday of program 3; days without PL1 are not buffered.
    expect([...probe.buffer.keys()].sort()).toEqual([
      ...[0, 1, 2, 3, 4, 5, 6].map((day) => `Stromf_Ew.Zeitprogramm1[${day}]`),
      'Stromf_Ew.Zeitprogramm3[4]',
    ]);
    expect(switchesOf(buffered(probe, 'Stromf_Ew.Zeitprogramm3[4]'), activity)).toEqual([
      { time: 60, level: 1, value: 20.5 },
      { time: 70, level: 2, value: 19 },
    ]);
    expect(switchesOf(buffered(probe, 'Stromf_Ew.Zeitprogramm1[0]'), activity)[1]).toMatchObject({
      value: 16,
    });

    // Typed values are checked: outside 5..30 °C or off the 0.5 grid blocks saving.
    await user.clear(input);
    await user.type(input, '31');
    expect(input).toBeInvalid();
    expect(probe.errors.get('Stromf_Ew.Zeitprogramm1.global.temperature1')).toBe(
      'mf.dashboard.timeProgram.error.range',
    );
    expect(screen.getByText('Der gewählte Wert liegt außerhalb des zulässigen Bereichs')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '21,3');
    expect(probe.errors.get('Stromf_Ew.Zeitprogramm1.global.temperature1')).toBe(
      'mf.dashboard.timeProgram.error.notValid',
    );
    await user.clear(input);
    await user.type(input, '21,5');
    expect(probe.errors.size).toBe(0);
    expect(switchesOf(buffered(probe, 'Stromf_Ew.Zeitprogramm1[6]'), activity)[0]).toMatchObject({
      value: 21.5,
    });

    // A switch set to PL1 afterwards takes the new temperature.
    await user.click(screen.getByRole('tab', { name: 'Programm 2' }));
    await user.click(
      within(dayRow('Montag')).getByRole('button', { name: 'Schaltpunkt hinzufügen am Montag' }),
    );
    await user.selectOptions(
      within(dayRow('Montag')).getByRole('combobox', { name: 'Aktivität Schaltpunkt 1' }),
      'PL1',
    );
    expect(switchesOf(buffered(probe, 'Stromf_Ew.Zeitprogramm2[0]'), activity)).toEqual([
      { time: 36, level: 1, value: 21.5 },
    ]);
  });
});

describe('power programs', () => {
  it('shows the custom value of a switch where one is set', () => {
    const { probe } = renderContent(TimeProgramContent, dachs08, { values: dachs08Values() });
    // Read-only: a custom value of 0 runs at the set point and is not shown.
    expect(
      within(dayRow('Montag'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['05:00PL3', '22:00PL1400 W']);
    expect(probe.buffer.size).toBe(0);
  });

  it('checks typed custom values and clears the error of a removed switch', async () => {
    const user = setupUser();
    const { probe } = renderContent(TimeProgramContent, dachs08, { values: dachs08Values(), editing: true });
    const monday = within(dayRow('Montag'));
    const input = monday.getByRole('textbox', { name: 'Leistung Schaltpunkt 2' });
    expect(input).toHaveValue('400');

    await user.clear(input);
    await user.type(input, '755');
    expect(probe.errors.get('Bz_Ew.Zeitprogramm1[0].switchCustomValue2')).toBe(
      'mf.dashboard.timeProgram.error.range',
    );
    await user.clear(input);
    await user.type(input, '45');
    expect(probe.errors.get('Bz_Ew.Zeitprogramm1[0].switchCustomValue2')).toBe(
      'mf.dashboard.timeProgram.error.notValid',
    );
    await user.clear(input);
    await user.type(input, '450');
    expect(probe.errors.size).toBe(0);
    expect(switchesOf(buffered(probe, 'Bz_Ew.Zeitprogramm1[0]'), power)[1]).toEqual({
      time: 132,
      level: 1,
      value: 450,
    });

    // The steppers clamp at the limits.
    const first = monday.getByRole('textbox', { name: 'Leistung Schaltpunkt 1' });
    await user.click(monday.getByRole('button', { name: 'Leistung Schaltpunkt 1 verringern' }));
    expect(first).toHaveValue('0');
    expect(monday.getByRole('button', { name: 'Leistung Schaltpunkt 1 verringern' })).toBeDisabled();

    await user.clear(input);
    await user.type(input, 'x');
    expect(probe.errors.size).toBe(1);
    await user.click(monday.getByRole('button', { name: 'Schaltpunkt 2 entfernen' }));
    expect(probe.errors.size).toBe(0);
    expect(buffered(probe, 'Bz_Ew.Zeitprogramm1[0]')).toMatchObject({
      nrOfSwitchesDefined: 1,
      switchTime2: 0,
      switchPower2: 0,
      switchCustomValue2: 0,
    });
  });

  it('edits the custom value setting on the global tab', async () => {
    const user = setupUser();
    const { probe } = renderContent(TimeProgramContent, dachs08, { values: dachs08Values(), editing: true });
    await user.click(screen.getByRole('tab', { name: 'Einstellungen' }));
    const setting = screen.getByRole('textbox', { name: 'Elektrische Sollleistung' });
    expect(setting).toHaveValue('750');
    expect(screen.getByRole('button', { name: 'Elektrische Sollleistung erhöhen' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Elektrische Sollleistung verringern' }));
    expect(probe.buffer.get('Bz_Ew.usLeistungSoll')).toBe(740);
    // No temperatures for power programs.
    expect(screen.queryByRole('columnheader', { name: 'Temperatur' })).toBeNull();
  });

  it('hides the per-switch custom value when only the setting counts', () => {
    const settingOnly = {
      ...dachs08,
      parameters: { ...dachs08.parameters, customValueSettingOnly: true },
    };
    renderContent(TimeProgramContent, settingOnly, { values: dachs08Values(), editing: true });
    expect(within(dayRow('Montag')).queryByRole('textbox')).toBeNull();
    expect(within(dayRow('Montag')).getAllByRole('group', { name: /^Schaltpunkt/ })).toHaveLength(2);
  });
});

it('stays read-only in edit mode when the content is not editable', () => {
  renderContent(
    TimeProgramContent,
    { ...dachsII, editable: false },
    { values: dachsIIValues(), editing: true },
  );
  expect(screen.queryByRole('combobox')).toBeNull();
  expect(screen.queryByRole('button', { name: /hinzufügen|kopieren/ })).toBeNull();
});

it('speaks English to English-speaking users', () => {
  const init = dashboardInit({ language: 'en-gb' });
  const values = dachsIIValues();
  const value = (key: string) => values[key];
  renderPage(
    <TimeProgramContent
      content={dachsII}
      sn="5123456789"
      value={value}
      meta={unitMetadata(init, 'en-gb')}
      edit={readOnlyEdit(value)}
      debug={false}
    />,
    { init },
  );
  const tabs = screen.getAllByRole('tab');
  expect(tabs[0]).toHaveAccessibleName('Program 1');
  expect(tabs[3]).toHaveAccessibleName('Settings');
  const days = within(screen.getByRole('list', { name: 'Weekly program 1' })).getAllByRole('group');
  expect(days.map((day) => day.querySelector('abbr')?.textContent)).toEqual([
    'Mon',
    'Tue',
    'Wed',
    'Thu',
    'Fri',
    'Sat',
    'Sun',
  ]);
  expect(within(screen.getByRole('group', { name: 'Monday' })).getAllByRole('listitem')[1]).toHaveTextContent(
    '22:00Off16.0 °C',
  );
});
