import { defineCatalogue } from '@portal/web-kit';
import { debugMessages } from '../features/debug/messages.js';
import { errorsMessages } from '../features/errors/messages.js';
import { settingsMessages } from '../features/settings/messages.js';
import { layoutMessages } from '../layout/messages.js';
import { graphicsMessages } from '../widgets/graphics-messages.js';
import { datePickerMessages } from '../widgets/date-picker/messages.js';
import { inputMessages } from '../widgets/inputs/messages.js';
import { chartMessages } from '../widgets/chart/messages.js';
import { timeProgramMessages } from '../widgets/time-program/messages.js';

/** This remote's page-level texts; features and widgets keep their own catalogues beside them. */
export const dashboardMessages = defineCatalogue({
  'de-de': {
    'mf.dashboard.charts.title': 'Laufzeitanalyse',
    'mf.dashboard.charts.text':
      'Hier entsteht die Laufzeitanalyse mit Tageskurven, Eigenverbrauch und Autarkie.',
  },
  'en-gb': {
    'mf.dashboard.charts.title': 'Runtime analysis',
    'mf.dashboard.charts.text':
      'The runtime analysis with day curves, own consumption and self-sufficiency is being built here.',
  },
});

/** Every catalogue of this remote; routes.tsx registers them when the remote loads. */
export const dashboardCatalogues = [
  dashboardMessages,
  layoutMessages,
  inputMessages,
  datePickerMessages,
  chartMessages,
  timeProgramMessages,
  graphicsMessages,
  errorsMessages,
  settingsMessages,
  debugMessages,
] as const;
