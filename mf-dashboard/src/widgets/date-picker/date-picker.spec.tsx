/// <reference types="@testing-library/jest-dom" />
import { jest } from '@jest/globals';
import { catalogueProblems } from '@portal/web-kit';
import { renderPortalPage, testInit } from '@portal/web-kit/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { ChartPeriod, ChartRange } from './chart-range.js';
import { DatePicker } from './date-picker.js';
import { datePickerMessages } from './messages.js';

/** Local time in ms (month 1-12 for readability). */
const at = (year: number, month: number, day: number, hour = 0, minute = 0) =>
  new Date(year, month - 1, day, hour, minute).getTime();
const range = (period: ChartPeriod, year: number, month = 1, day = 1): ChartRange => ({
  start: at(year, month, day),
  period,
});

/** Friday 20 Nov 2026, 14:30; the unit was commissioned on Wednesday 14 Oct 2026, 09:30. */
const now = at(2026, 11, 20, 14, 30);
const commissioning = at(2026, 10, 14, 9, 30);

interface Setup {
  value: ChartRange;
  commissioning?: number | null;
  now?: number;
  language?: 'de-de' | 'en-gb';
}

function setup({ value, commissioning: commissioned = commissioning, now: clock = now, language }: Setup) {
  const onChange = jest.fn<(next: ChartRange) => void>();
  function Harness() {
    const [current, setCurrent] = useState(value);
    return (
      <DatePicker
        value={current}
        commissioning={commissioned}
        now={clock}
        onChange={(next) => {
          onChange(next);
          setCurrent(next);
        }}
      />
    );
  }
  renderPortalPage(<Harness />, {
    init: testInit(language ? { language } : {}),
    catalogues: [datePickerMessages],
  });
  return { onChange };
}

const period = (name: string) => screen.getByRole('radio', { name });
const select = () => screen.getByRole('combobox', { name: 'Zeitraum auswählen' });
const optionTexts = () =>
  within(select())
    .getAllByRole('option')
    .map((option) => option.textContent);
const calendar = () => screen.getByLabelText('Datum im Kalender wählen');
const button = (name: string) => screen.getByRole('button', { name });

describe('DatePicker', () => {
  it('offers the five periods as buttons with the current one chosen', () => {
    setup({ value: range('w', 2026, 11, 16) });
    const group = screen.getByRole('group', { name: 'Zeitraum' });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    expect(
      ['Tag', 'Woche', 'Monat', 'Jahr', 'Alle'].map((name) => (period(name) as HTMLInputElement).checked),
    ).toEqual([false, true, false, false, false]);
    expect(screen.getByRole('group', { name: 'Zeitraum der Diagramme' })).toBeInTheDocument();
  });

  describe('labels in German', () => {
    it('names days with weekday and date', () => {
      setup({ value: range('d', 2026, 11, 20), commissioning: null });
      expect(select()).toHaveDisplayValue('Fr., 20.11.2026');
      expect(optionTexts()).toEqual([
        'Fr., 20.11.2026',
        'Do., 19.11.2026',
        'Mi., 18.11.2026',
        'Di., 17.11.2026',
      ]);
    });

    it('names weeks by calendar week and their Monday to Sunday', () => {
      setup({ value: range('w', 2026, 11, 16), commissioning: null });
      expect(select()).toHaveDisplayValue('KW 47 · 16.11.–22.11.2026');
      expect(optionTexts()).toEqual([
        'KW 47 · 16.11.–22.11.2026',
        'KW 46 · 09.11.–15.11.2026',
        'KW 45 · 02.11.–08.11.2026',
        'KW 44 · 26.10.–01.11.2026',
      ]);
    });

    it('gives both years of a week across New Year', () => {
      setup({ value: range('w', 2026, 12, 28), commissioning: null, now: at(2027, 1, 5) });
      expect(select()).toHaveDisplayValue('KW 53 · 28.12.2026–03.01.2027');
    });

    it('names months and years', () => {
      setup({ value: range('M', 2026, 11), commissioning: null });
      expect(select()).toHaveDisplayValue('November 2026');
      expect(optionTexts()).toEqual([
        'November 2026',
        'Oktober 2026',
        'September 2026',
        'August 2026',
        'Juli 2026',
        'Juni 2026',
        'Mai 2026',
      ]);
      fireEvent.click(period('Jahr'));
      expect(optionTexts()).toEqual(['2026', '2025', '2024', '2023', '2022']);
    });
  });

  it('speaks English when the user does', () => {
    setup({ value: range('d', 2026, 11, 20), language: 'en-gb' });
    expect(screen.getByRole('combobox', { name: 'Choose period' })).toHaveDisplayValue('Fri, 20/11/2026');
    expect(screen.getByRole('button', { name: 'Previous day' })).toBeEnabled();
    fireEvent.click(screen.getByRole('radio', { name: 'Week' }));
    expect(screen.getByRole('combobox', { name: 'Choose period' })).toHaveDisplayValue(
      'Wk 47 · 16/11–22/11/2026',
    );
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    expect(screen.getByText('Entire period')).toBeInTheDocument();
  });

  describe('switching the period', () => {
    it('keeps the date: its week, month and year, and back to the same day', () => {
      const { onChange } = setup({ value: range('d', 2026, 11, 19) });
      fireEvent.click(period('Woche'));
      expect(onChange).toHaveBeenLastCalledWith(range('w', 2026, 11, 16));
      fireEvent.click(period('Tag'));
      expect(onChange).toHaveBeenLastCalledWith(range('d', 2026, 11, 19));
      fireEvent.click(period('Monat'));
      expect(onChange).toHaveBeenLastCalledWith(range('M', 2026, 11));
      fireEvent.click(period('Jahr'));
      expect(onChange).toHaveBeenLastCalledWith(range('y', 2026));
      fireEvent.click(period('Tag'));
      expect(onChange).toHaveBeenLastCalledWith(range('d', 2026, 11, 19));
    });

    it('starts weeks on Monday: a Sunday switches to the week from the Monday before', () => {
      const { onChange } = setup({ value: range('d', 2026, 11, 15) });
      fireEvent.click(period('Woche'));
      expect(onChange).toHaveBeenLastCalledWith(range('w', 2026, 11, 9));
      expect(new Date(onChange.mock.calls[0]![0].start).getDay()).toBe(1);
      expect(select()).toHaveDisplayValue('KW 46 · 09.11.–15.11.2026');
    });

    it('goes no earlier than the commissioning day', () => {
      const { onChange } = setup({ value: range('y', 2026) });
      fireEvent.click(period('Tag'));
      expect(onChange).toHaveBeenLastCalledWith(range('d', 2026, 10, 14));
    });

    it('goes from a shifted period to its first day', () => {
      const { onChange } = setup({ value: range('d', 2026, 11, 19) });
      fireEvent.click(period('Monat'));
      fireEvent.click(button('Vorheriger Monat'));
      expect(onChange).toHaveBeenLastCalledWith(range('M', 2026, 10));
      fireEvent.click(period('Tag'));
      // 1 October lies before commissioning on the 14th.
      expect(onChange).toHaveBeenLastCalledWith(range('d', 2026, 10, 14));
    });
  });

  describe('arrows', () => {
    it('disables previous on the commissioning day and moves on from there', () => {
      const { onChange } = setup({ value: range('d', 2026, 10, 14) });
      expect(button('Vorheriger Tag')).toBeDisabled();
      expect(button('Nächster Tag')).toBeEnabled();
      fireEvent.click(button('Nächster Tag'));
      expect(onChange).toHaveBeenLastCalledWith(range('d', 2026, 10, 15));
      expect(button('Vorheriger Tag')).toBeEnabled();
      fireEvent.click(button('Vorheriger Tag'));
      expect(onChange).toHaveBeenLastCalledWith(range('d', 2026, 10, 14));
      expect(button('Vorheriger Tag')).toBeDisabled();
    });

    it('disables previous for a week or month containing commissioning', () => {
      setup({ value: range('w', 2026, 10, 12) });
      expect(button('Vorherige Woche')).toBeDisabled();
      fireEvent.click(period('Monat'));
      expect(button('Vorheriger Monat')).toBeDisabled();
      expect(button('Nächster Monat')).toBeEnabled();
    });

    it('disables next when the next period would start in the future', () => {
      const { onChange } = setup({ value: range('d', 2026, 11, 19) });
      fireEvent.click(button('Nächster Tag'));
      expect(onChange).toHaveBeenLastCalledWith(range('d', 2026, 11, 20));
      expect(button('Nächster Tag')).toBeDisabled();
      fireEvent.click(period('Woche'));
      expect(button('Nächste Woche')).toBeDisabled();
      fireEvent.click(button('Vorherige Woche'));
      expect(onChange).toHaveBeenLastCalledWith(range('w', 2026, 11, 9));
      expect(button('Nächste Woche')).toBeEnabled();
    });

    it('stops at 1 January 2018 when commissioning is unknown', () => {
      setup({ value: range('y', 2018), commissioning: null });
      expect(button('Vorheriges Jahr')).toBeDisabled();
      expect(button('Nächstes Jahr')).toBeEnabled();
    });
  });

  describe('dropdown', () => {
    it('spans 3 days and weeks, 6 months, 4 years back', () => {
      setup({ value: range('d', 2026, 11, 20), commissioning: null });
      expect(optionTexts()).toHaveLength(4);
      fireEvent.click(period('Woche'));
      expect(optionTexts()).toHaveLength(4);
      fireEvent.click(period('Monat'));
      expect(optionTexts()).toHaveLength(7);
      fireEvent.click(period('Jahr'));
      expect(optionTexts()).toHaveLength(5);
    });

    it('reaches back only to the commissioning period', () => {
      setup({ value: range('M', 2026, 11) });
      expect(optionTexts()).toEqual(['November 2026', 'Oktober 2026']);
      fireEvent.click(period('Jahr'));
      expect(optionTexts()).toEqual(['2026']);
    });

    it('moves to the chosen period', () => {
      const { onChange } = setup({ value: range('M', 2026, 11) });
      fireEvent.change(select(), { target: { value: String(at(2026, 10, 1)) } });
      expect(onChange).toHaveBeenLastCalledWith(range('M', 2026, 10));
      expect(select()).toHaveDisplayValue('Oktober 2026');
    });

    it('lists an older shown period among the latest ones', () => {
      setup({ value: range('d', 2026, 11, 2) });
      expect(select()).toHaveDisplayValue('Mo., 02.11.2026');
      expect(optionTexts()).toEqual([
        'Fr., 20.11.2026',
        'Do., 19.11.2026',
        'Mi., 18.11.2026',
        'Di., 17.11.2026',
        'Mo., 02.11.2026',
      ]);
    });
  });

  describe('calendar', () => {
    it('allows the commissioning day up to today', () => {
      setup({ value: range('d', 2026, 11, 19) });
      expect(calendar()).toHaveAttribute('type', 'date');
      expect(calendar()).toHaveAttribute('min', '2026-10-14');
      expect(calendar()).toHaveAttribute('max', '2026-11-20');
      expect(calendar()).toHaveValue('2026-11-19');
    });

    it('allows 1 January 2018 onwards when commissioning is unknown', () => {
      setup({ value: range('d', 2026, 11, 19), commissioning: null });
      expect(calendar()).toHaveAttribute('min', '2018-01-01');
    });

    it('moves to the period of the picked day', () => {
      const { onChange } = setup({ value: range('w', 2026, 11, 16) });
      fireEvent.change(calendar(), { target: { value: '2026-10-25' } });
      expect(onChange).toHaveBeenLastCalledWith(range('w', 2026, 10, 19));
      expect(select()).toHaveDisplayValue('KW 43 · 19.10.–25.10.2026');
      // The picked Sunday stays the date: back to days shows it, not the Monday.
      fireEvent.click(period('Tag'));
      expect(onChange).toHaveBeenLastCalledWith(range('d', 2026, 10, 25));
      fireEvent.change(calendar(), { target: { value: '2026-10-14' } });
      expect(onChange).toHaveBeenLastCalledWith(range('d', 2026, 10, 14));
    });

    it('ignores days before commissioning and in the future', () => {
      const { onChange } = setup({ value: range('d', 2026, 11, 19) });
      fireEvent.change(calendar(), { target: { value: '2026-10-13' } });
      fireEvent.change(calendar(), { target: { value: '2026-11-21' } });
      fireEvent.change(calendar(), { target: { value: '' } });
      expect(onChange).not.toHaveBeenCalled();
      fireEvent.change(calendar(), { target: { value: '2026-11-20' } });
      expect(onChange).toHaveBeenLastCalledWith(range('d', 2026, 11, 20));
    });
  });

  describe('all', () => {
    it('hides arrows, dropdown and calendar and says so', () => {
      const { onChange } = setup({ value: range('d', 2026, 11, 19) });
      fireEvent.click(period('Alle'));
      expect(onChange).toHaveBeenLastCalledWith(range('a', 2026, 11, 19));
      expect(screen.getByText('Gesamter Zeitraum')).toBeVisible();
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Datum im Kalender wählen')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^(Vorherig|Nächst)/ })).not.toBeInTheDocument();
      fireEvent.click(period('Tag'));
      expect(onChange).toHaveBeenLastCalledWith(range('d', 2026, 11, 19));
      expect(screen.queryByText('Gesamter Zeitraum')).not.toBeInTheDocument();
      expect(select()).toBeInTheDocument();
    });
  });

  it('logs when it is caught in an update loop (spec 9 watcher counter limit 1000)', () => {
    jest.useFakeTimers({ now });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // A parent that gives the picker a new render on every write of a value it watches, as a range
    // written back through an effect or a subscription would.
    let bump = (): void => undefined;
    function Loop() {
      const [, setRound] = useState(0);
      bump = () => setRound((round) => round + 1);
      return (
        <DatePicker
          value={range('d', 2026, 11, 20)}
          commissioning={commissioning}
          now={now}
          onChange={() => {}}
        />
      );
    }
    const limitLogs = () =>
      warn.mock.calls.filter(([text]) => String(text).startsWith('DatePicker: watcher counter limit 1000'));
    try {
      renderPortalPage(<Loop />, { init: testInit(), catalogues: [datePickerMessages] });
      for (let i = 1; i < 1000; i += 1) act(() => bump());
      expect(limitLogs()).toHaveLength(0);
      for (let i = 0; i < 200; i += 1) act(() => bump());
      expect(limitLogs()).toHaveLength(1);
    } finally {
      warn.mockRestore();
      jest.useRealTimers();
    }
  });

  it('has every text in German and English', () => {
    expect(catalogueProblems(datePickerMessages)).toEqual([]);
    expect(
      Object.keys(datePickerMessages['de-de']).every((key) => key.startsWith('mf.dashboard.datePicker.')),
    ).toBe(true);
  });
});
