import { defineCatalogue } from '@portal/web-kit';

/** Texts of the chart date picker (spec 2 "Date picker"). */
export const datePickerMessages = defineCatalogue({
  'de-de': {
    'mf.dashboard.datePicker.label': 'Zeitraum der Diagramme',
    'mf.dashboard.datePicker.periods': 'Zeitraum',
    'mf.dashboard.datePicker.period.d': 'Tag',
    'mf.dashboard.datePicker.period.w': 'Woche',
    'mf.dashboard.datePicker.period.M': 'Monat',
    'mf.dashboard.datePicker.period.y': 'Jahr',
    'mf.dashboard.datePicker.period.a': 'Alle',
    'mf.dashboard.datePicker.previous.d': 'Vorheriger Tag',
    'mf.dashboard.datePicker.previous.w': 'Vorherige Woche',
    'mf.dashboard.datePicker.previous.M': 'Vorheriger Monat',
    'mf.dashboard.datePicker.previous.y': 'Vorheriges Jahr',
    'mf.dashboard.datePicker.next.d': 'Nächster Tag',
    'mf.dashboard.datePicker.next.w': 'Nächste Woche',
    'mf.dashboard.datePicker.next.M': 'Nächster Monat',
    'mf.dashboard.datePicker.next.y': 'Nächstes Jahr',
    'mf.dashboard.datePicker.select': 'Zeitraum auswählen',
    'mf.dashboard.datePicker.calendar': 'Datum im Kalender wählen',
    'mf.dashboard.datePicker.week': 'KW {week} · {from}–{to}',
    'mf.dashboard.datePicker.all': 'Gesamter Zeitraum',
  },
  'en-gb': {
    'mf.dashboard.datePicker.label': 'Chart period',
    'mf.dashboard.datePicker.periods': 'Period',
    'mf.dashboard.datePicker.period.d': 'Day',
    'mf.dashboard.datePicker.period.w': 'Week',
    'mf.dashboard.datePicker.period.M': 'Month',
    'mf.dashboard.datePicker.period.y': 'Year',
    'mf.dashboard.datePicker.period.a': 'All',
    'mf.dashboard.datePicker.previous.d': 'Previous day',
    'mf.dashboard.datePicker.previous.w': 'Previous week',
    'mf.dashboard.datePicker.previous.M': 'Previous month',
    'mf.dashboard.datePicker.previous.y': 'Previous year',
    'mf.dashboard.datePicker.next.d': 'Next day',
    'mf.dashboard.datePicker.next.w': 'Next week',
    'mf.dashboard.datePicker.next.M': 'Next month',
    'mf.dashboard.datePicker.next.y': 'Next year',
    'mf.dashboard.datePicker.select': 'Choose period',
    'mf.dashboard.datePicker.calendar': 'Pick a date in the calendar',
    'mf.dashboard.datePicker.week': 'Wk {week} · {from}–{to}',
    'mf.dashboard.datePicker.all': 'Entire period',
  },
});

export type DatePickerMessageId = keyof (typeof datePickerMessages)['de-de'];
