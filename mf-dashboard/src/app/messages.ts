import { defineCatalogue } from '@portal/web-kit';

/** This remote's texts; registered with the shell's intl provider when its routes load. */
export const dashboardMessages = defineCatalogue({
  'de-de': {
    'mf.dashboard.dashboard.title': 'Anlage {sn}',
    'mf.dashboard.dashboard.text': 'Hier entsteht das Dashboard mit Kacheln und Diagrammen dieser Anlage.',
    'mf.dashboard.dataPage.title': 'Anlage {sn}: Datenseite {page}',
    'mf.dashboard.dataPage.text': 'Hier entstehen die Datenseiten mit den Werten der Anlage.',
    'mf.dashboard.errors.title': 'Anlage {sn}: Störungen',
    'mf.dashboard.errors.text': 'Hier entsteht die Tabelle der Störungen dieser Anlage.',
    'mf.dashboard.settings.title': 'Anlage {sn}: Einstellungen',
    'mf.dashboard.settings.text': 'Hier entstehen die Zustimmungen und Einstellungen dieser Anlage.',
    'mf.dashboard.debug.title': 'Anlage {sn}: Debug',
    'mf.dashboard.debug.text': 'Hier entstehen Protokoll und Collector dieser Anlage.',
    'mf.dashboard.charts.title': 'Laufzeitanalyse',
    'mf.dashboard.charts.text':
      'Hier entsteht die Laufzeitanalyse mit Tageskurven, Eigenverbrauch und Autarkie.',
  },
  'en-gb': {
    'mf.dashboard.dashboard.title': 'Unit {sn}',
    'mf.dashboard.dashboard.text':
      'The dashboard with the tiles and charts of this unit is being built here.',
    'mf.dashboard.dataPage.title': 'Unit {sn}: data page {page}',
    'mf.dashboard.dataPage.text': 'The data pages with the values of the unit are being built here.',
    'mf.dashboard.errors.title': 'Unit {sn}: faults',
    'mf.dashboard.errors.text': 'The table of this unit’s faults is being built here.',
    'mf.dashboard.settings.title': 'Unit {sn}: settings',
    'mf.dashboard.settings.text': 'The consents and settings of this unit are being built here.',
    'mf.dashboard.debug.title': 'Unit {sn}: debug',
    'mf.dashboard.debug.text': 'The log and collector of this unit are being built here.',
    'mf.dashboard.charts.title': 'Runtime analysis',
    'mf.dashboard.charts.text':
      'The runtime analysis with day curves, own consumption and self-sufficiency is being built here.',
  },
});
