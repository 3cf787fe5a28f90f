import { once } from 'node:events';
import { SMTPServer } from 'smtp-server';
import { and, eq } from 'drizzle-orm';
import { mailOutbox } from '../src/mail/mail.schema.js';
import { MonthlyReports } from '../src/reports/monthly-reports.js';
import { reportSends } from '../src/reports/reports.schema.js';
import { outOfOrder, pdfText } from '../src/hzatool/documents/pdf-text.fixture.js';
import { units } from '../src/units/units.schema.js';
import { users } from '../src/users/users.schema.js';
import { demoLocationUuid } from './demo-locations.js';
import { type Portal, startPortal } from './harness.js';
import { waitFor } from './units-online.js';

// The monthly report mails (issue 45) with two instances on one PostgreSQL database and a real SMTP
// server: both sweep at once on 2 February, twice; the owner and the tax adviser each get January's
// PDF once, the partner none (not chosen). In March the partner is chosen, and the location's
// report: one per location and address, however many of its units chose it.

interface Received {
  to: string[];
  raw: string;
}
const received: Received[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  size: 20 * 1024 * 1024,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('latin1'),
      });
      callback();
    });
  },
});

const portals: Portal[] = [];

beforeAll(async () => {
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
});

afterAll(async () => {
  const [first, ...others] = portals;
  for (const portal of others) await portal.stop();
  await first?.destroy();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** The base64 body of the mail's PDF part. */
function attachedPdf(raw: string): Buffer {
  const part = /Content-Type: application\/pdf[^]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(raw);
  if (!part) throw new Error('no PDF attached');
  return Buffer.from(part[1]!.replace(/\r\n/g, ''), 'base64');
}

it('mails last month’s report to the owner and the tax adviser, once, with two instances', async () => {
  const { port } = smtp.server.address() as { port: number };
  const env = { SMTP_URL: `smtp://127.0.0.1:${port}`, REPORTS_SWEEP_SECONDS: '0' };
  const first = await startPortal({ env });
  portals.push(first);
  portals.push(await startPortal({ env, reuse: first }));
  const uuid = await demoLocationUuid(first, 'Einfamilienhaus Hofmann');
  const [dachs] = await first.db
    .select({ sn: units.seriennummer })
    .from(units)
    .where(and(eq(units.locationUuid, uuid), eq(units.productGroup, 'dachsII'), eq(units.module, 'L1')));
  const sn = dachs!.sn;
  await first.db
    .update(units)
    .set({ zustimmungMap: { DACHSWEB: true, FERNZUGRIFF_PARTNER: true, FERNZUGRIFF_DACHS: true } })
    .where(eq(units.seriennummer, sn));
  const [owner] = await first.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.login, 'betreiber'));
  const operator = await first.loggedIn('betreiber');
  const saved = await operator.request('PUT', `/rest/units/${sn}/report-settings`, {
    monthlyMail: true,
    copyToPartner: false,
    taxAdviserEmail: 'Steuer@Example.org',
  });
  expect(saved.status).toBe(200);

  const february = Date.parse('2025-02-02T06:00:00Z');
  const jobs = portals.map((portal) => portal.app.get(MonthlyReports));
  await Promise.all(jobs.map((job) => job.sweep(february)));
  await Promise.all(jobs.map((job) => job.sweep(february + 3_600_000)));
  const queued = await first.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.attachmentName, `report-${sn}-2025-01.pdf`));
  expect(queued.map((mail) => mail.to).sort()).toEqual(
    [owner!.email.toLowerCase(), 'steuer@example.org'].sort(),
  );
  expect(await first.db.select().from(reportSends).where(eq(reportSends.sn, sn))).toMatchObject([
    { month: '2025-01', recipients: 2 },
  ]);

  await waitFor(() => received.length >= 2, 30_000);
  // Later sweeps of the month send nothing more; after the fifth day none at all.
  await Promise.all(jobs.map((job) => job.sweep(february + 2 * 86_400_000)));
  for (const portal of portals)
    await portal.app.get(MonthlyReports).sweep(Date.parse('2025-03-10T06:00:00Z'));
  const after = await first.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.attachmentName, `report-${sn}-2025-01.pdf`));
  expect(after).toHaveLength(2);
  expect(received.flatMap((mail) => mail.to).sort()).toEqual(
    [owner!.email.toLowerCase(), 'steuer@example.org'].sort(),
  );
  for (const mail of received) {
    expect(mail.raw).toMatch(/^Subject: Monatsbericht Januar 2025/m);
    const { text } = await pdfText(attachedPdf(mail.raw));
    expect(outOfOrder(text, ['Monatsbericht Januar 2025', 'Einfamilienhaus Hofmann', 'Energie'])).toBeNull();
  }

  // February with a copy to the partner: the partner's account gets it too, January nobody again.
  const [partner] = await first.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.login, 'partner'));
  await operator.request('PUT', `/rest/units/${sn}/report-settings`, {
    monthlyMail: true,
    copyToPartner: true,
    locationReport: true,
    taxAdviserEmail: null,
  });
  // The bakery's Dachs chose the location's report too: its people get the bakery's report, once.
  const bakery = await demoLocationUuid(first, 'Bäckerei Hofmann');
  const [bakeryDachs] = await first.db
    .select({ sn: units.seriennummer })
    .from(units)
    .where(and(eq(units.locationUuid, bakery), eq(units.productGroup, 'dachsII')));
  await first.db
    .update(units)
    .set({ zustimmungMap: { DACHSWEB: true, FERNZUGRIFF_PARTNER: true, FERNZUGRIFF_DACHS: true } })
    .where(eq(units.locationUuid, bakery));
  const bakerySettings = {
    monthlyMail: true,
    copyToPartner: false,
    locationReport: true,
    taxAdviserEmail: null,
  };
  expect(
    (await operator.request('PUT', `/rest/units/${bakeryDachs!.sn}/report-settings`, bakerySettings)).status,
  ).toBe(200);
  await Promise.all(jobs.map((job) => job.sweep(Date.parse('2025-03-01T08:00:00Z'))));
  const march = await first.db
    .select({ to: mailOutbox.to })
    .from(mailOutbox)
    .where(eq(mailOutbox.attachmentName, `report-${sn}-2025-02.pdf`));
  expect(march.map((mail) => mail.to)).toEqual(
    expect.arrayContaining([owner!.email.toLowerCase(), partner!.email.toLowerCase()]),
  );
  expect(march.map((mail) => mail.to)).not.toContain('steuer@example.org');
  // Each location's report once per address: the house's to the owner and the partner, the bakery's
  // to the owner (already on the house's list, one mail per location and address).
  const locationMails = await first.db
    .select({ to: mailOutbox.to, key: mailOutbox.key, subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(eq(mailOutbox.attachmentName, 'report-location-2025-02.pdf'));
  expect(locationMails.map((mail) => `${mail.key}`).sort()).toEqual(
    [
      `report-location:${uuid}:2025-02:${owner!.email.toLowerCase()}`,
      `report-location:${uuid}:2025-02:${partner!.email.toLowerCase()}`,
      `report-location:${bakery}:2025-02:${owner!.email.toLowerCase()}`,
    ].sort(),
  );
  expect(locationMails.map((mail) => mail.subject)).toContain(
    'Monatsbericht Februar 2025: Standort Bäckerei Hofmann',
  );
  const delivered = () => received.filter((mail) => mail.raw.includes('report-location-2025-02.pdf'));
  await waitFor(() => delivered().length >= 3, 30_000);
  const texts = await Promise.all(
    delivered().map(async (mail) => (await pdfText(attachedPdf(mail.raw))).text),
  );
  expect(
    texts.some((text) => outOfOrder(text, ['Monatsbericht Februar 2025', 'Bäckerei Hofmann']) === null),
  ).toBe(true);
});
