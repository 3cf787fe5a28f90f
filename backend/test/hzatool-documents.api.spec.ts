import { and, eq } from 'drizzle-orm';
import { auditLog } from '../src/audit/audit.schema.js';
import { hzaFiles } from '../src/hzatool/hzatool.schema.js';
import type { Client } from './harness.js';
import {
  type HzaWorld,
  type Place,
  completeApplication,
  saveComplete,
  startHzaWorld,
  year,
} from './hzatool-world.js';

// A year's documents (issue 40, 37): making one again replaces it instead of piling up copies, each
// year's editor lists its own, and a document can be deleted by those who may make it.

let world: HzaWorld;
const earlier = year - 1;

// A portal, three plants and four logins: more than the default minute on a busy machine.
beforeAll(async () => {
  world = await startHzaWorld();
  const { ownBooked, partnerBooked, foreign } = world.places;
  for (const place of [ownBooked, partnerBooked, foreign]) await saveComplete(world, place);
  // The demo books last year and this one: the year before is the admin's (who needs no booking).
  const answer = await world.admin.post('/rest/hzatool/sessionstore', {
    anlageId: ownBooked.uuid,
    year: earlier,
    step: 'summary',
    application: completeApplication(ownBooked.serial),
  });
  expect(answer.status).toBe(200);
}, 180_000);
afterAll(() => world.portal.destroy());

const make = async (client: Client, place: Place, kind: 'antrag' | 'zusammenfassung', at = year) => {
  const answer = await client.post<{ file: { id: string } }>(`/rest/hzatool/generatePDF/${kind}`, {
    anlageId: place.uuid,
    year: at,
  });
  expect(answer.status).toBe(200);
  return answer.body.file.id;
};

const storedFiles = (place: Place) =>
  world.portal.db.select().from(hzaFiles).where(eq(hzaFiles.anlageId, place.uuid));

describe('making documents', () => {
  it('replaces the copy of the same year and kind (audited), and each year lists only its own', async () => {
    const { operator, admin, portal } = world;
    const own = world.places.ownBooked;
    const first = await make(operator, own, 'antrag');
    const second = await make(operator, own, 'antrag');
    expect(second).not.toBe(first);
    expect((await operator.get(`/rest/hzatool/file/${first}`)).status).toBe(404);
    expect((await operator.get(`/rest/hzatool/file/${second}`)).status).toBe(200);
    await make(operator, own, 'zusammenfassung');
    // Clicks at once still leave one.
    await Promise.all(
      [1, 2, 3].map(() => operator.post('/rest/hzatool/generateXMLs', { anlageId: own.uuid, year })),
    );
    await make(admin, own, 'antrag', earlier);

    const kinds = (await storedFiles(own)).map((row) => `${row.year} ${row.kind}`).sort();
    expect(kinds).toEqual([`${earlier} antrag`, `${year} antrag`, `${year} xml`, `${year} zusammenfassung`]);
    const replacing = await portal.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actor, 'betreiber'), eq(auditLog.action, 'hzatool.document')));
    expect(replacing.map((row) => row.details)).toContainEqual(
      expect.objectContaining({ kind: 'antrag', fileId: second, replaced: [first] }),
    );

    const init = await operator.get<{ files: { year: number; kind: string }[] }>(
      `/rest/hzatool/init?anlageId=${own.uuid}&year=${year}`,
    );
    expect(init.body.files.map((file) => `${file.year} ${file.kind}`).sort()).toEqual([
      `${year} antrag`,
      `${year} xml`,
      `${year} zusammenfassung`,
    ]);
    const before = await admin.get<{ files: { year: number }[] }>(
      `/rest/hzatool/init?anlageId=${own.uuid}&year=${earlier}`,
    );
    expect(before.body.files.map((file) => file.year)).toEqual([earlier]);
  });
});

describe('POST /hzatool/deleteFile/{id}', () => {
  it('refuses anonymous callers, demo users, strangers and a year without a booking', async () => {
    const own = world.places.ownBooked;
    const file = await make(world.admin, own, 'zusammenfassung');
    const previous = await make(world.admin, own, 'zusammenfassung', earlier);
    const stranger = await world.portal.loggedIn('extern');
    const remove = (client: Client, id = file) => client.post(`/rest/hzatool/deleteFile/${id}`, {});

    expect((await remove(world.anonymous)).status).toBe(401);
    expect((await remove(world.demo)).body).toMatchObject({ status: 403, key: 'exception.rolemissing' });
    expect((await remove(stranger)).body).toMatchObject({ status: 403, key: 'exception.accessdenied' });
    // The operator's own plant, but a year the tool is not booked for.
    expect((await remove(world.operator, previous)).body).toMatchObject({
      status: 403,
      key: 'exception.noservicebooked',
    });
    // A foreign plant's document, for the operator and the partner.
    const foreign = await make(world.admin, world.places.foreign, 'antrag');
    for (const client of [world.operator, world.partner])
      expect((await remove(client, foreign)).body).toMatchObject({
        status: 403,
        key: 'exception.accessdenied',
      });
    expect((await remove(world.operator, 'nonsense')).status).toBe(404);
    expect((await remove(world.operator, '00000000-0000-4000-8000-000000000000')).status).toBe(404);

    const left = (await storedFiles(own)).map((row) => row.id);
    expect(left).toEqual(expect.arrayContaining([file, previous]));
    expect((await storedFiles(world.places.foreign)).map((row) => row.id)).toContain(foreign);
  });

  it.each([
    ['the operator, its own plant', () => world.operator, () => world.places.ownBooked],
    ["the partner, a customer's plant", () => world.partner, () => world.places.partnerBooked],
    ['an admin, a foreign plant', () => world.admin, () => world.places.foreign],
    ['an hza_admin, a foreign plant', () => world.clerk, () => world.places.foreign],
  ])('deletes for %s (audited); gone after, 404 again', async (_label, client, place) => {
    const id = await make(world.admin, place(), 'antrag');
    expect((await client().post(`/rest/hzatool/deleteFile/${id}`, {})).body).toEqual({ deleted: true });
    expect((await storedFiles(place())).map((row) => row.id)).not.toContain(id);
    expect((await client().get(`/rest/hzatool/file/${id}`)).status).toBe(404);
    expect((await client().post(`/rest/hzatool/deleteFile/${id}`, {})).status).toBe(404);
    const audited = await world.portal.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'hzatool.deleteDocument'));
    expect(audited.map((row) => row.details)).toContainEqual(expect.objectContaining({ fileId: id }));
  });

  it('gives a year whose documents are all deleted the status ready again', async () => {
    const { partner } = world;
    const school = world.places.partnerBooked;
    await make(partner, school, 'zusammenfassung');
    const status = async () => {
      const map = await partner.post<{
        plants: { anlageId: string; years: { year: number; status: string }[] }[];
      }>('/rest/hzatool/statusmap', {});
      return map.body.plants
        .find((plant) => plant.anlageId === school.uuid)
        ?.years.find((y) => y.year === year)?.status;
    };
    expect(await status()).toBe('documents');
    for (const row of await storedFiles(school))
      expect((await partner.post(`/rest/hzatool/deleteFile/${row.id}`, {})).status).toBe(200);
    expect(await status()).toBe('ready');
  });
});
