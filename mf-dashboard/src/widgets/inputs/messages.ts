import { defineCatalogue } from '@portal/web-kit';

/** Texts of the inputs, value rows, tables and tiles, and the edit errors of spec 5. */
export const inputMessages = defineCatalogue({
  'de-de': {
    'mf.dashboard.edit.notValid': 'nicht gültig',
    'mf.dashboard.edit.outOfRange': 'Der gewählte Wert liegt außerhalb des zulässigen Bereichs',

    'mf.dashboard.input.decrease': '{label} verringern',
    'mf.dashboard.input.increase': '{label} erhöhen',
    'mf.dashboard.input.range': '{min} bis {max}',
    'mf.dashboard.input.date': 'Datum',
    'mf.dashboard.input.time': 'Uhrzeit',
    'mf.dashboard.input.yes': 'Ja',
    'mf.dashboard.input.no': 'Nein',
    'mf.dashboard.input.noFault': 'keine',
    'mf.dashboard.input.unknownFault': 'Code ohne Text im Katalog',
    'mf.dashboard.input.dimmer.open': '{label} mit dem Schieberegler einstellen',
    'mf.dashboard.input.dimmer.done': 'Fertig',
    'mf.dashboard.input.dimmer.cancel': 'Abbrechen',
    'mf.dashboard.input.table.row': 'Bezeichnung',
    'mf.dashboard.input.table.index': 'Nr.',
    'mf.dashboard.input.tile.open': 'Details anzeigen',
    'mf.dashboard.input.refused': 'Nicht übernommen: {reason}',
    'mf.dashboard.input.refusedUnknown': 'Die Anlage hat den Wert abgelehnt',
  },
  'en-gb': {
    'mf.dashboard.edit.notValid': 'not valid',
    'mf.dashboard.edit.outOfRange': 'The selected values is outside the acceptable range',

    'mf.dashboard.input.decrease': 'Decrease {label}',
    'mf.dashboard.input.increase': 'Increase {label}',
    'mf.dashboard.input.range': '{min} to {max}',
    'mf.dashboard.input.date': 'Date',
    'mf.dashboard.input.time': 'Time',
    'mf.dashboard.input.yes': 'Yes',
    'mf.dashboard.input.no': 'No',
    'mf.dashboard.input.noFault': 'none',
    'mf.dashboard.input.unknownFault': 'code without a text in the catalogue',
    'mf.dashboard.input.dimmer.open': 'Set {label} with the slider',
    'mf.dashboard.input.dimmer.done': 'Done',
    'mf.dashboard.input.dimmer.cancel': 'Cancel',
    'mf.dashboard.input.table.row': 'Name',
    'mf.dashboard.input.table.index': 'No.',
    'mf.dashboard.input.tile.open': 'Show details',
    'mf.dashboard.input.refused': 'Not taken over: {reason}',
    'mf.dashboard.input.refusedUnknown': 'The unit refused the value',
  },
});

export type InputMessageId = keyof (typeof inputMessages)['de-de'];
