import { defineCatalogue } from '../i18n/catalogue.js';

/**
 * The texts of the advice evidence chart (@portal/web-kit/advice-evidence). An app that shows the
 * chart lists this catalogue among its own (registered when it loads, part of its message ids), so
 * a missing one fails its type check.
 */
export const adviceEvidenceMessages = defineCatalogue({
  'de-de': {
    'kit.advice.unit.startsPerHour': 'Starts/h',
    'kit.advice.chart.short-cycling': 'Meiste Starts in einer Stunde, je Tag.',
    'kit.advice.chart.falling-efficiency': 'Erzeugung je Betriebsstunde, je Tag.',
    'kit.advice.chart.rising-return': 'Mittlere Rücklauftemperatur im Betrieb, je Tag.',
    'kit.advice.chart.stopped-counter': 'Betriebsstunden und Zählerstand der letzten Stunden.',
    'kit.advice.chart.falling-cop': 'Leistungszahl (Wärme je Kilowattstunde Strom), je Tag.',
    'kit.advice.threshold': 'Rote Linie: Grenze ({value, number} {unit}).',
    'kit.advice.baseline': 'Graue Linie: eigenes früheres Mittel ({value, number} {unit}).',
    'kit.advice.series.short-cycling.main': 'Starts pro Stunde',
    'kit.advice.series.short-cycling.second': '–',
    'kit.advice.series.falling-efficiency.main': 'kWh je Betriebsstunde',
    'kit.advice.series.falling-efficiency.second': '–',
    'kit.advice.series.rising-return.main': 'Rücklauf',
    'kit.advice.series.rising-return.second': '–',
    'kit.advice.series.stopped-counter.main': 'Betriebsstunden',
    'kit.advice.series.stopped-counter.second': 'Zähler (kWh)',
    'kit.advice.series.falling-cop.main': 'Leistungszahl',
    'kit.advice.series.falling-cop.second': '–',
  },
  'en-gb': {
    'kit.advice.unit.startsPerHour': 'starts/h',
    'kit.advice.chart.short-cycling': 'Most starts in one hour, per day.',
    'kit.advice.chart.falling-efficiency': 'Output per operating hour, per day.',
    'kit.advice.chart.rising-return': 'Mean return temperature while running, per day.',
    'kit.advice.chart.stopped-counter': 'Operating hours and the counter over the last hours.',
    'kit.advice.chart.falling-cop':
      'Coefficient of performance (heat per kilowatt-hour of electricity), per day.',
    'kit.advice.threshold': 'Red line: the limit ({value, number} {unit}).',
    'kit.advice.baseline': 'Grey line: its own earlier level ({value, number} {unit}).',
    'kit.advice.series.short-cycling.main': 'Starts an hour',
    'kit.advice.series.short-cycling.second': '–',
    'kit.advice.series.falling-efficiency.main': 'kWh per operating hour',
    'kit.advice.series.falling-efficiency.second': '–',
    'kit.advice.series.rising-return.main': 'Return',
    'kit.advice.series.rising-return.second': '–',
    'kit.advice.series.stopped-counter.main': 'Operating hours',
    'kit.advice.series.stopped-counter.second': 'Counter (kWh)',
    'kit.advice.series.falling-cop.main': 'COP',
    'kit.advice.series.falling-cop.second': '–',
  },
});
