import { once } from 'node:events';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { mailOutbox } from '../src/mail/mail.schema.js';
import { type Portal, startPortal } from './harness.js';

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
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
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
});
