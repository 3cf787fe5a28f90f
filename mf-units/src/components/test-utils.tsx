// Component-test support for this remote: a logged-in session, the shell's providers, a fetch that
// answers like the portal's backend, and the modal and toast hosts the dialogs render into (all from
// web-kit's testing module, shared with the shell and the other remotes).
import type { InitResponse } from '@portal/contracts';
import { renderPortalPage, testInit } from '@portal/web-kit/testing';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { unitsMessages } from './messages.js';

export {
  apiError,
  fakeBackend,
  jsonResponse,
  ok,
  resetHosts,
  testInit,
  type BackendAnswer,
  type BackendRequest,
} from '@portal/web-kit/testing';

/** Renders `page` the way the shell does, at `path` matched by `route`. */
export function renderPage(
  page: ReactElement,
  options: { init?: InitResponse; path?: string; route?: string; before?: () => void } = {},
): RenderResult {
  return renderPortalPage(page, {
    ...options,
    init: options.init ?? testInit(),
    catalogues: [unitsMessages],
  });
}
