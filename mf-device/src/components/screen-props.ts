import type { DeviceMenuResponse } from '@portal/contracts';

/** What every screen of the menu gets: the menu's answer for the open unit. */
export interface ScreenProps {
  menu: DeviceMenuResponse;
}
