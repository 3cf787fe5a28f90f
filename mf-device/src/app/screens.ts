import type { ComponentType } from 'react';
import type { DeviceMessageKey } from '../components/messages.js';
import type { ScreenProps } from '../components/screen-props.js';
import { CalibrationScreen } from '../features/calibration/components/calibration-screen.js';
import { CommissioningScreen } from '../features/commissioning/components/commissioning-screen.js';
import { HeatingCurveScreen } from '../features/heating-curve/components/heating-curve-screen.js';
import { HelpScreen } from '../features/help/components/help-screen.js';
import { NetworkScreen } from '../features/network/components/network-screen.js';
import { PowerScreen } from '../features/power/components/power-screen.js';
import { SettingsScreen } from '../features/settings/components/settings-screen.js';
import { OverviewScreen } from '../features/status/components/overview-screen.js';
import { UnlockScreen } from '../features/unlock/components/unlock-screen.js';

export interface DeviceScreen {
  /** The path segment after /:sn/device/ ('' for the overview). */
  path: string;
  title: DeviceMessageKey;
  icon: string;
  /** Installer screens need the service level (spec 4/6); the others are the user mode's. */
  installer: boolean;
  component: ComponentType<ScreenProps>;
}

export const deviceScreens: readonly DeviceScreen[] = [
  { path: '', title: 'screen.overview', icon: 'bi-info-circle', installer: false, component: OverviewScreen },
  {
    path: 'settings',
    title: 'screen.settings',
    icon: 'bi-sliders',
    installer: false,
    component: SettingsScreen,
  },
  {
    path: 'heatingcurve',
    title: 'screen.heatingcurve',
    icon: 'bi-graph-up',
    installer: true,
    component: HeatingCurveScreen,
  },
  {
    path: 'commissioning',
    title: 'screen.commissioning',
    icon: 'bi-clipboard-check',
    installer: true,
    component: CommissioningScreen,
  },
  { path: 'unlock', title: 'screen.unlock', icon: 'bi-unlock', installer: true, component: UnlockScreen },
  {
    path: 'calibration',
    title: 'screen.calibration',
    icon: 'bi-rulers',
    installer: true,
    component: CalibrationScreen,
  },
  {
    path: 'network',
    title: 'screen.network',
    icon: 'bi-ethernet',
    installer: true,
    component: NetworkScreen,
  },
  { path: 'power', title: 'screen.power', icon: 'bi-power', installer: true, component: PowerScreen },
  { path: 'help', title: 'screen.help', icon: 'bi-question-circle', installer: false, component: HelpScreen },
];
