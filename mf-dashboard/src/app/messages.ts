import { adviceEvidenceMessages, defineCatalogue } from '@portal/web-kit';
import { commandMessages } from '../components/command-messages.js';
import { incidentMessages } from '../components/incident-messages.js';
import { balanceMessages } from '../features/balance/messages.js';
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
    'mf.dashboard.runtime.title': 'Laufzeitanalyse',
    'mf.dashboard.runtime.noUnit': 'Keine Ihrer Anlagen liefert Messwerte für die Laufzeitanalyse.',
    'mf.dashboard.runtime.noData': 'Noch keine Messwerte',
    'mf.dashboard.runtime.loading': 'Laufzeitanalyse wird geladen …',
    'mf.dashboard.runtime.dayCurve': 'Tageskurve',
    'mf.dashboard.runtime.hour': 'Uhrzeit',
    'mf.dashboard.runtime.ownConsumption': 'Eigenverbrauch',
    'mf.dashboard.runtime.selfSufficiency': 'Autarkie',
    'mf.dashboard.runtime.balance': 'Bilanz',
    'mf.dashboard.runtime.energy': 'Energie (kWh)',
    'mf.dashboard.runtime.today': 'Heute',
    'mf.dashboard.runtime.yesterday': 'Gestern',
    'mf.dashboard.runtime.dayBefore': 'Vorgestern',
    'mf.dashboard.runtime.ownConsumptionShare': 'Anteil des selbst genutzten Stroms an der Erzeugung',
    'mf.dashboard.runtime.selfSufficiencyShare': 'Anteil des Verbrauchs, der selbst gedeckt wurde',
    'mf.dashboard.runtime.rest': 'Rest',
    'mf.dashboard.runtime.unit': 'Anlage',
  },
  'en-gb': {
    'mf.dashboard.runtime.title': 'Runtime analysis',
    'mf.dashboard.runtime.noUnit': 'None of your units delivers measurements for the runtime analysis.',
    'mf.dashboard.runtime.noData': 'No measurements yet',
    'mf.dashboard.runtime.loading': 'Loading the runtime analysis …',
    'mf.dashboard.runtime.dayCurve': 'Day curve',
    'mf.dashboard.runtime.hour': 'Time of day',
    'mf.dashboard.runtime.ownConsumption': 'Own consumption',
    'mf.dashboard.runtime.selfSufficiency': 'Self-sufficiency',
    'mf.dashboard.runtime.balance': 'Balance',
    'mf.dashboard.runtime.energy': 'Energy (kWh)',
    'mf.dashboard.runtime.today': 'Today',
    'mf.dashboard.runtime.yesterday': 'Yesterday',
    'mf.dashboard.runtime.dayBefore': 'Day before yesterday',
    'mf.dashboard.runtime.ownConsumptionShare': 'Share of the generated power used on site',
    'mf.dashboard.runtime.selfSufficiencyShare': 'Share of the consumption covered on site',
    'mf.dashboard.runtime.rest': 'Rest',
    'mf.dashboard.runtime.unit': 'Unit',
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
  incidentMessages,
  settingsMessages,
  balanceMessages,
  debugMessages,
  commandMessages,
  adviceEvidenceMessages,
] as const;
