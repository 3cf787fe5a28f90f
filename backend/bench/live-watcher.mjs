// bench:ingest's browser, in a process of its own as a browser is: a websocket with a session's
// cookie that writes `serial sample-time received-time` for each live value it receives to a file.
// The portal's own stalls then delay only what it sends, not when the browser reads it.
//   node bench/live-watcher.mjs <ws url> <cookie> <log file>; prints `open` once the socket is.
import { createWriteStream } from 'node:fs';
import WebSocket from 'ws';

const [url, cookie, logFile] = process.argv.slice(2);
const log = createWriteStream(logFile);
const socket = new WebSocket(url, { headers: { cookie } });
socket.on('open', () => process.stdout.write('open\n'));
socket.on('message', (data) => {
  const receivedAt = Date.now();
  const { action, data: value } = JSON.parse(data.toString());
  if (action === 'CanipValue' && value.age === 0) log.write(`${value.sn} ${value.ts} ${receivedAt}\n`);
});
socket.on('error', (error) => {
  console.error(`live-watcher: ${error.message}`);
  process.exit(1);
});
process.once('SIGTERM', () => {
  socket.close();
  log.end(() => process.exit(0));
});
