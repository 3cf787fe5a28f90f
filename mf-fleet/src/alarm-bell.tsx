import { registerCatalogue } from '@portal/web-kit';
import { fleetMessages } from './components/messages';

// The header's alarm bell, exposed to the shell (which shows it through web-kit's RemoteComponent):
// its texts come with it, whether or not the alarms page has loaded.
registerCatalogue(fleetMessages);

export { AlarmBell } from './features/bell/components/alarm-bell';
