// Component-test support for this remote: the shell's providers with a session and this remote's
// texts, plus web-kit's fake backend.
import type { InitResponse } from '@portal/contracts';
import { renderPortalPage, testInit } from '@portal/web-kit/testing';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { adviceEvidenceMessages } from '@portal/web-kit';
import { campaignMessages } from './campaign-messages.js';
import { fleetMessages } from './messages.js';

export { apiError, fakeBackend, ok, resetHosts, testInit, unitEntry } from '@portal/web-kit/testing';

/** Renders `page` the way the shell does, at `path` matched by `route`. */
export function renderPage(
  page: ReactElement,
  options: { init?: InitResponse; path?: string; route?: string } = {},
): RenderResult {
  return renderPortalPage(page, {
    ...options,
    init: options.init ?? testInit(),
    catalogues: [fleetMessages, campaignMessages, adviceEvidenceMessages],
  });
}

export { fakeLiveSocket, type FakeLiveSocket } from '@portal/web-kit/testing';
