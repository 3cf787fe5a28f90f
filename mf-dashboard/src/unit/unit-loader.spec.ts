import { describe, expect, it } from '@jest/globals';
import { adoptEarlyAnswer, currentUnitAtom, portalStore, sessionAtom } from '@portal/web-kit';
import { fakeBackend, jsonResponse, ok } from '@portal/web-kit/testing';
import { dashboardInit, testSerial, testUnit } from '../components/test-utils';
import { adoptEarlyUnit } from './unit-loader';

const connect = `/rest/canip/${testSerial}`;

/** After the answers in flight have been read (a macrotask after their microtasks). */
const answered = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('adoptEarlyUnit', () => {
  it("takes a deep link's unit from the shell entry's answer, without asking again", async () => {
    const init = dashboardInit();
    portalStore.set(sessionAtom, { state: 'in', init, user: init.user! });
    portalStore.set(currentUnitAtom, null);
    const backend = fakeBackend({ canipConnect: ok(testUnit()) });
    adoptEarlyAnswer(connect, Promise.resolve(jsonResponse(200, testUnit({ online: false }))));
    adoptEarlyUnit(`/${testSerial}/dp/heizkreis`);
    await answered();
    expect(portalStore.get(currentUnitAtom)).toMatchObject({ sn: testSerial, unit: { online: false } });
    expect(backend.requests('canipConnect')).toHaveLength(0);
  });

  it('asks for nothing on a page without a unit, or when the entry did not ask', async () => {
    portalStore.set(currentUnitAtom, null);
    const backend = fakeBackend({ canipConnect: ok(testUnit()) });
    adoptEarlyUnit('/charts');
    adoptEarlyUnit(`/${testSerial}/dashboard`);
    await answered();
    expect(backend.fetch).not.toHaveBeenCalled();
    expect(portalStore.get(currentUnitAtom)).toBeNull();
  });
});
