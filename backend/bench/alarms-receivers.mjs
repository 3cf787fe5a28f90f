// bench:alarms' receiving side: a real SMTP server, an HTTP receiver for webhooks and logged-in
// browsers' live sockets, each noting when what it received arrived.
import { once } from 'node:events';
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import WebSocket from 'ws';

/** An SMTP server on loopback; `mails` collects {outboxId, to, subject, at} (at: end of DATA). */
export async function startSmtp() {
  const mails = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const at = Date.now();
        const head = Buffer.concat(chunks)
          .toString('latin1')
          .split(/\r?\n\r?\n/)[0];
        // The outbox names its row in the Message-ID: <outbox-<id>-<created>@unit-portal>.
        const outboxId = Number(/^Message-ID:\s*<outbox-(\d+)-/im.exec(head)?.[1] ?? NaN);
        const subject = /^Subject:\s*(.*)$/im.exec(head)?.[1] ?? '';
        for (const recipient of session.envelope.rcptTo)
          mails.push({ outboxId, to: recipient.address, subject, at });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  return {
    mails,
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** An HTTP receiver that takes every POST with 204; `deliveries` collects {path, headers, body, at}. */
export async function startWebhookReceiver() {
  const deliveries = [];
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const at = Date.now();
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = Buffer.concat(chunks).toString('utf8');
      }
      deliveries.push({ path: request.url, headers: request.headers, body, at });
      response.writeHead(204).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    deliveries,
    url: `http://127.0.0.1:${server.address().port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

/** Logs an account in with the demo password; answers the session cookie header. */
export async function login(url, user, password) {
  const answer = await fetch(`${url}/rest/info/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ user, password }),
  });
  if (!answer.ok) throw new Error(`login ${user}: ${answer.status} ${await answer.text()}`);
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * A browser's live socket for the session `cookie`; every `Alarm` message goes to `alarms` as
 * {login, id, state, at}. Resolves once the portal said `Connected`.
 */
export async function alarmSocket(url, cookie, login, alarms) {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/ws`, { headers: { cookie, origin: url } });
  let connected;
  const ready = new Promise((resolve) => (connected = resolve));
  socket.on('message', (data) => {
    const at = Date.now();
    const message = JSON.parse(data.toString());
    if (message.action === 'Alarm')
      alarms.push({ login, id: message.data.id, state: message.data.state, at });
    if (message.action === 'Connected') connected();
  });
  socket.on('error', (error) => console.error(`bench:alarms: socket of ${login}: ${error.message}`));
  await Promise.race([
    ready,
    once(socket, 'close').then(() => {
      throw new Error(`the live socket of ${login} closed before it was connected`);
    }),
  ]);
  return socket;
}
