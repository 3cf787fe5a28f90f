import type { UnitListResponse } from '@portal/contracts';
import { type Portal, startPortal } from './harness.js';

// Issue 40, 40: a remeha-skinned portal (of the dachs brand key, as the e2e setup runs it) names the
// group's units as Remeha sells them, in the unit list and in the connect answer.

let portal: Portal;

beforeAll(async () => {
  portal = await startPortal({ env: { SKIN: 'remeha' } });
});
afterAll(() => portal?.destroy());

test('the unit list and the connect answer call the units Remeha, never Dachs', async () => {
  const operator = await portal.loggedIn('betreiber');
  const answer = await operator.post('/rest/info/units', { limit: 100, filter: { sortByLocation: false } });
  expect(answer.status).toBe(200);
  const names = (answer.body as UnitListResponse).units.map((unit) => unit.benennung);
  expect(names.some((name) => name.startsWith('Remeha'))).toBe(true);
  expect(names.filter((name) => name.includes('Dachs'))).toEqual([]);

  const chp = (answer.body as UnitListResponse).units.find((unit) => unit.benennung.startsWith('Remeha'))!;
  const connect = await operator.get(`/rest/canip/${chp.seriennummer}?offline`);
  expect(connect.status).toBe(200);
  expect(connect.body.benennung).toBe(chp.benennung);
});
