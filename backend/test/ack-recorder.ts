import { type Server, type Socket, connect, createServer } from 'node:net';
import { once } from 'node:events';
import { archiveMessageSchema, parseUnitTopic, valuesMessageSchema } from '@portal/contracts';

// A TCP proxy between simulated units and their broker that reads the MQTT 3.1.1 byte stream both
// ways and records which archive samples the broker acknowledged (PUBACK for the PUBLISH that
// carried them), and which live values sent at QoS 1 it acknowledged. What a unit may forget is
// exactly this: it drops acknowledged samples.

interface Packet {
  type: number;
  flags: number;
  body: Buffer;
}

/** Splits a byte stream into MQTT packets (fixed header, remaining length, body). */
class PacketReader {
  private pending = Buffer.alloc(0);

  push(chunk: Buffer): Packet[] {
    this.pending = Buffer.concat([this.pending, chunk]);
    const packets: Packet[] = [];
    for (;;) {
      let length = 0;
      let multiplier = 1;
      let offset = 1;
      let complete = false;
      while (offset < this.pending.length && offset <= 4) {
        const byte = this.pending[offset]!;
        length += (byte & 0x7f) * multiplier;
        multiplier *= 128;
        offset += 1;
        if ((byte & 0x80) === 0) {
          complete = true;
          break;
        }
      }
      if (!complete || this.pending.length < offset + length) return packets;
      const first = this.pending[0]!;
      packets.push({
        type: first >> 4,
        flags: first & 0x0f,
        body: this.pending.subarray(offset, offset + length),
      });
      this.pending = this.pending.subarray(offset + length);
    }
  }
}

const PUBLISH = 3;
const PUBACK = 4;

export interface AckRecorder {
  url: string;
  /** Acknowledged sample timestamps (archives, and values at QoS 1) per unit serial. */
  acked: Map<string, Set<number>>;
  ackedCount(): number;
  close(): Promise<void>;
}

export async function ackRecorder(brokerHost: string, brokerPort: number): Promise<AckRecorder> {
  const acked = new Map<string, Set<number>>();
  const sockets = new Set<Socket>();
  const server: Server = createServer((unit) => {
    const broker = connect(brokerPort, brokerHost);
    sockets.add(unit);
    sockets.add(broker);
    // Archive publishes of this connection waiting for their PUBACK, by packet id.
    const waiting = new Map<number, { sn: string; ts: number[] }>();
    const fromUnit = new PacketReader();
    const fromBroker = new PacketReader();
    unit.on('data', (chunk: Buffer) => {
      for (const packet of fromUnit.push(chunk)) {
        if (packet.type !== PUBLISH || ((packet.flags >> 1) & 3) === 0) continue;
        const topicLength = packet.body.readUInt16BE(0);
        const topic = packet.body.subarray(2, 2 + topicLength).toString('utf8');
        const id = packet.body.readUInt16BE(2 + topicLength);
        const target = parseUnitTopic(topic);
        const json: unknown =
          target?.leaf === 'archive' || target?.leaf === 'values'
            ? JSON.parse(packet.body.subarray(4 + topicLength).toString())
            : undefined;
        if (target?.leaf === 'archive') {
          const message = archiveMessageSchema.parse(json);
          waiting.set(id, { sn: target.sn, ts: message.samples.map((sample) => sample.ts) });
        } else if (target?.leaf === 'values') {
          waiting.set(id, { sn: target.sn, ts: [valuesMessageSchema.parse(json).ts] });
        }
      }
      broker.write(chunk);
    });
    broker.on('data', (chunk: Buffer) => {
      for (const packet of fromBroker.push(chunk)) {
        if (packet.type !== PUBACK) continue;
        const archive = waiting.get(packet.body.readUInt16BE(0));
        if (!archive) continue;
        waiting.delete(packet.body.readUInt16BE(0));
        const set = acked.get(archive.sn) ?? new Set<number>();
        for (const ts of archive.ts) set.add(ts);
        acked.set(archive.sn, set);
      }
      unit.write(chunk);
    });
    const end = () => {
      unit.destroy();
      broker.destroy();
      sockets.delete(unit);
      sockets.delete(broker);
    };
    for (const socket of [unit, broker]) {
      socket.on('error', end);
      socket.on('close', end);
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    url: `mqtt://127.0.0.1:${port}`,
    acked,
    ackedCount: () => [...acked.values()].reduce((sum, set) => sum + set.size, 0),
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
