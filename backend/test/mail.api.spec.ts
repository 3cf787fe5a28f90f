import { once } from 'node:events';
import type { UnitError } from '@portal/contracts';
import { eq, like } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { IncidentEngine } from '../src/alarms/incident-engine.js';
import { mailOutbox } from '../src/mail/mail.schema.js';
import { type Portal, startPortal } from './harness.js';
import { operatorsDachs, waitFor } from './units-online.js';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** Undoes quoted-printable soft breaks and escapes, so links can be read from the raw message. */
const decodeQuotedPrintable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

// A real SMTP server on loopback: the portal delivers through nodemailer when SMTP_URL is set.
describe('mail delivery over SMTP', () => {
  const received: ReceivedMail[] = [];
  /** While set, the server refuses every recipient for now (451), as a server that is away does. */
  let refusing = false;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!refusing) return callback();
      const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: decodeQuotedPrintable(Buffer.concat(chunks).toString('latin1')),
        });
        callback();
      });
    },
  });
  let portal: Portal;

  beforeAll(async () => {
    smtp.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    const { port } = smtp.server.address() as { port: number };
    portal = await startPortal({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Dachs Portal <noreply@portal.test>',
        PUBLIC_URL: 'https://portal.test',
      },
    });
  });
  // A failed test must not leave the server refusing for the next one.
  afterEach(() => {
    refusing = false;
  });
  afterAll(async () => {
    await portal.destroy();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends the password reset link and marks the outbox row sent', async () => {
    const { body } = await (await portal.loggedIn('partner')).get('/rest/info/init');
    const email: string = body.user.data.email;
    const answer = await portal.client().post('/rest/info/pwReset', { email });
    expect(answer.status).toBe(200);
    const mail = received.find((item) => item.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail!.from).toBe('noreply@portal.test');
    const link = /https:\/\/portal\.test\/login\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(mail!.raw);
    expect(link).not.toBeNull();
    const [row] = await portal.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(row?.sentAt).toBeInstanceOf(Date);
    // The mailed link is a working one-time reset login.
    expect((await portal.client().post('/rest/info/login', { hash: link![1] })).body).toEqual({
      result: 'pwreset',
    });
  });

  it('keeps a mail the server refused and delivers it once the server takes mail again', async () => {
    const { body } = await (await portal.loggedIn('betreiber')).get('/rest/info/init');
    const email: string = body.user.data.email;
    refusing = true;
    expect((await portal.client().post('/rest/info/pwReset', { email })).status).toBe(200);
    const rowOf = async () => (await portal.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)))[0];
    // Tried once and refused (by the request's own delivery, or the dispatcher's round then running).
    await waitFor(async () => ((await rowOf())?.attempts ?? 0) >= 1);
    const refused = await rowOf();
    expect(refused).toMatchObject({ sentAt: null, failedAt: null });
    expect(refused!.lastError).toMatch(/451|Try again/);
    refusing = false;
    // The next try comes after the backoff (5 s), from the outbox.
    await waitFor(async () => {
      const [row] = await portal.db.select().from(mailOutbox).where(eq(mailOutbox.id, refused!.id));
      return row?.sentAt instanceof Date;
    }, 15_000);
    expect(received.filter((mail) => mail.to.includes(email))).toHaveLength(1);
  });

  it("mails an alarm's start and its end once each to the operator and the consented partner", async () => {
    const dachs = await operatorsDachs(portal);
    const engine = portal.app.get(IncidentEngine);
    const emailOf = async (login: string) =>
      (
        (await (await portal.loggedIn(login)).get('/rest/info/init')).body as {
          user: { data: { email: string } };
        }
      ).user.data.email;
    const [operator, partner] = [await emailOf('betreiber'), await emailOf('partner')];
    const fault: UnitError = {
      boardName: 'Hka_Bd',
      code: 121,
      codeText: 'E121',
      category: 'Hka_Stoerung',
      counter: 1,
      currentError: true,
      timestamp: Date.now(),
    };
    // Subjects travel MIME-encoded ('[Dachs_Portal]_Alarm:_…'): told apart by their texts.
    const alarmMails = (to: string, word: 'Alarm' | 'Behoben') =>
      received.filter(
        (mail) =>
          mail.to.includes(to) &&
          mail.raw.includes('Kapseltemperatur zu hoch') &&
          new RegExp(`^Subject: .*\\]_${word}:_`, 'm').test(mail.raw),
      );
    // The unit says it twice: still one incident, one mail each.
    await engine.recordErrors(dachs, [fault], Date.now());
    await engine.recordErrors(dachs, [fault], Date.now());
    await waitFor(() => alarmMails(operator, 'Alarm').length > 0 && alarmMails(partner, 'Alarm').length > 0);
    const [started] = alarmMails(operator, 'Alarm');
    expect(started!.raw).toContain('Kapseltemperatur zu hoch');
    expect(started!.raw).toContain('https://portal.test/alarms');
    expect(started!.raw).toContain(`SN ${dachs}`);
    await engine.recordErrors(dachs, [{ ...fault, currentError: false }], Date.now());
    await engine.sweep(Date.now() + 10 * 60_000);
    await waitFor(
      () => alarmMails(operator, 'Behoben').length > 0 && alarmMails(partner, 'Behoben').length > 0,
    );
    expect(alarmMails(operator, 'Alarm')).toHaveLength(1);
    expect(alarmMails(operator, 'Behoben')).toHaveLength(1);
    expect(alarmMails(operator, 'Behoben')[0]!.raw).toContain('meldet die Ursache nicht mehr');
    // Queued under keys: one row per incident, event and recipient. The test server records a mail
    // before it answers 250, and the outbox marks a row sent on that answer: wait for the marks.
    const alarmRows = () => portal.db.select().from(mailOutbox).where(like(mailOutbox.key, 'alarm:%'));
    await waitFor(async () => (await alarmRows()).every((row) => row.sentAt instanceof Date));
    const rows = await alarmRows();
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
  });
});
