// Component-test support for this remote: the device page rendered the way the shell does, with a
// session, at a device route, plus web-kit's fake backend and a menu answer to start from.
import type { DeviceMenuResponse, InitResponse } from '@portal/contracts';
import { portalStore } from '@portal/web-kit';
import { renderPortalPage, testInit } from '@portal/web-kit/testing';
import type { RenderResult } from '@testing-library/react';
import { DevicePage } from '../app/device-page.js';
import { chosenDeviceLanguageAtom } from './device-language.js';

export {
  apiError,
  fakeBackend,
  ok,
  resetHosts,
  testInit,
  type EndpointAnswer,
} from '@portal/web-kit/testing';

export const sn = '5123456789';

/** A partner (may enter the service level) by default. */
export const partnerInit = () => testInit({ roles: ['partner'], primaryRole: 'partner' });

/** Renders the device menu at `path` (`/<sn>/device` or `/<sn>/device/<screen>`). */
export function renderDevice(path = `/${sn}/device`, init: InitResponse = partnerInit()): RenderResult {
  globalThis.localStorage.clear();
  portalStore.set(chosenDeviceLanguageAtom, null);
  return renderPortalPage(<DevicePage />, { init, catalogues: [], path, route: '/:sn/device/:screen?' });
}

/** The menu's answer for a partner in user mode; `installer` gives an active service level. */
export function menuAnswer(
  options: { installer?: boolean; expiresAt?: number; sn?: string } = {},
  status: Partial<DeviceMenuResponse['status']> = {},
): DeviceMenuResponse {
  const installer = options.installer ?? false;
  return {
    sn: options.sn ?? sn,
    mode: installer ? 'installer' : 'user',
    installerAllowed: true,
    serviceLevel: {
      active: installer,
      expiresAt: installer ? (options.expiresAt ?? Date.now() + 600_000) : null,
    },
    status: {
      errorLevel: 'ok',
      build: 'release',
      firmware: '3.1.4',
      power: true,
      running: true,
      lockingFault: null,
      commissioningSavedAt: null,
      ...status,
    },
    settings: {
      user: {
        holiday: null,
        screensaverSeconds: 120,
        activities: { sleep: 17, home: 21, away: 16, morning: 21, evening: 21, custom: 20 },
        dhwLevels: { reduced: 40, comfort: 55 },
      },
      heatingCurve: installer ? { max: 55, min: 25, slope: 0.5 } : null,
      network: installer
        ? {
            mode: 'dhcp',
            ipv4Address: '',
            ipv4Gateway: '',
            netmask: '',
            nameservers: [],
            ipv6Gateway: '',
            netmaskIpv6: 64,
            pingAddress: 'example.com',
            cableAttached: true,
          }
        : null,
    },
  };
}

/** The header's calls answered with nothing to show (the unit list, the partners, the layout). */
export const headerRoutes = {
  units: {
    status: 200,
    body: { units: [], locations: [], totalRows: 0, location: null, locationMode: false },
  },
  partners: { status: 200, body: { partners: [] } },
};
