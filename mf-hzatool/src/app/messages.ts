import { defineCatalogue } from '@portal/web-kit';

/** This remote's texts; registered with the shell's intl provider when its routes load. */
export const hzatoolMessages = defineCatalogue({
  'de-de': {
    'mf.hzatool.hzatool.title': 'Energiesteuer-Tool',
    'mf.hzatool.hzatool.text': 'Hier entsteht das Werkzeug für Anträge auf Energiesteuer-Erstattung.',
    'mf.hzatool.hzatoolLocation.title': 'Energiesteuer-Tool: Standort {uuid}',
    'mf.hzatool.hzatoolLocation.text': 'Hier entsteht der Erstattungsbericht für diesen Standort.',
  },
  'en-gb': {
    'mf.hzatool.hzatool.title': 'Energy tax tool',
    'mf.hzatool.hzatool.text': 'The tool for energy tax refund applications is being built here.',
    'mf.hzatool.hzatoolLocation.title': 'Energy tax tool: location {uuid}',
    'mf.hzatool.hzatoolLocation.text': 'The refund report for this location is being built here.',
  },
});
