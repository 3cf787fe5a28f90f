import { jest } from '@jest/globals';
import { ModalHost, Route, Routes, useParams } from '@portal/web-kit';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shellMessages } from '../../components/messages.js';
import { jsonResponse, renderInShell, testInit } from '../../components/test-utils.js';
import { HashLoginPage } from './hash-login-page.js';
import { authMessages } from './messages.js';

let requested: string[] = [];

/** A backend whose login names unit 52001 and whose connect answers with `connectStatus`. */
function fakeBackend(connectStatus: number) {
  requested = [];
  globalThis.fetch = jest.fn((input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    requested.push(url);
    if (url === '/rest/info/login')
      return Promise.resolve(jsonResponse(200, { result: 'success', sn: '52001' }));
    if (url === '/rest/canip/52001')
      return Promise.resolve(
        connectStatus === 200
          ? jsonResponse(200, { seriennummer: '52001' })
          : jsonResponse(connectStatus, {
              status: connectStatus,
              key: 'exception.unitoffline',
              message: 'Die Anlage ist zurzeit nicht erreichbar.',
            }),
      );
    return Promise.resolve(jsonResponse(200, testInit({})));
  });
}

function Dashboard() {
  return <p>Dashboard {useParams().sn}</p>;
}

const renderHashLogin = () =>
  renderInShell(
    <>
      <Routes>
        <Route path="/login/:hash" element={<HashLoginPage />} />
        <Route path="/:sn/dashboard" element={<Dashboard />} />
        <Route path="/" element={<p>Startseite</p>} />
      </Routes>
      <ModalHost />
    </>,
    { path: '/login/52001.abc.def', catalogues: [shellMessages, authMessages] },
  );

describe('HashLoginPage with a unit', () => {
  it('connects the unit and opens its dashboard', async () => {
    fakeBackend(200);
    renderHashLogin();
    expect(await screen.findByText('Dashboard 52001')).toBeInTheDocument();
    expect(requested).toContain('/rest/canip/52001');
  });

  it("shows the connect failure in a 'Fehler' modal, then opens the start page", async () => {
    fakeBackend(503);
    renderHashLogin();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Fehler');
    expect(dialog).toHaveTextContent('Die Anlage ist zurzeit nicht erreichbar.');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Startseite')).toBeInTheDocument();
  });
});
