import { describe, expect, it } from '@jest/globals';
import { liveMessageSchema } from '@portal/contracts';
import type { DomainEvent } from './domain-events.js';
import { eventRoom, liveDelivery } from './live-delivery.js';
import { Rooms } from './rooms.js';

const sn = '5200012345';

describe('liveDelivery', () => {
  it('sends a unit its viewers: values, archives, errors, consents and presence with a notice', () => {
    const events: DomainEvent[] = [
      { type: 'unit.values', sn, values: { 'Hka_Bd.ulAnzahlStarts': 7 }, ts: Date.now() },
      { type: 'unit.archiveStored', sn, count: 3, from: 1, to: 9 },
      { type: 'unit.errorsChanged', sn, activeErrors: 2 },
      { type: 'unit.consentChanged', sn, zustimmungMap: { DACHSWEB: true } },
      { type: 'unit.presenceChanged', sn, online: false },
    ];
    const deliveries = events.map((event) => liveDelivery(event));
    expect(deliveries.map((delivery) => delivery?.room)).toEqual(Array(5).fill(`unit:${sn}`));
    expect(deliveries.flatMap((delivery) => delivery?.messages ?? [])).toEqual([
      {
        action: 'CanipValue',
        data: expect.objectContaining({ sn, boardName: 'Hka_Bd', dataPointName: 'ulAnzahlStarts', value: 7 }),
      },
      { action: 'CanipArchive', data: { sn, count: 3, from: 1, to: 9 } },
      { action: 'HkaStore', sn, data: { updateType: 'update', unit: { seriennummer: sn, activeErrors: 2 } } },
      {
        action: 'HkaStore',
        sn,
        data: { updateType: 'update', unit: { seriennummer: sn, zustimmungMap: { DACHSWEB: true } } },
      },
      { action: 'HkaStore', sn, data: { updateType: 'update', unit: { seriennummer: sn, online: false } } },
      { action: 'Info', data: { key: 'live.unitOffline', params: { sn }, level: 'warning' } },
    ]);
  });

  it('sends what one session asked for only to that session, with counters and trends', () => {
    const delivery = liveDelivery({
      type: 'unit.valuesRead',
      sessionId: 'abc',
      sn,
      values: { 'Hka_Mw1.Temp.sbAussen': 12, 'Hka_Bd.ulAnzahlStarts': 3 },
      ts: Date.now(),
      requestCounters: { 'Hka_Mw1.Temp.sbAussen': '042' },
      trends: [{ key: 'Hka_Mw1.Temp.sbAussen', points: [{ ts: 1, value: 11 }] }],
    });
    expect(delivery?.room).toBe('session:abc');
    expect(delivery?.messages).toEqual([
      {
        action: 'CanipValue',
        data: expect.objectContaining({ dataPointName: 'Temp.sbAussen', requestCounter: '042' }),
      },
      { action: 'CanipValue', data: expect.not.objectContaining({ requestCounter: expect.anything() }) },
      { action: 'Trending', data: { sn, key: 'Hka_Mw1.Temp.sbAussen', points: [{ ts: 1, value: 11 }] } },
    ]);
  });

  it('marks each value as spec 3 records it: read or written, asked for or streamed, measured or virtual', () => {
    const ts = Date.now();
    const data = (event: DomainEvent) =>
      (liveDelivery(event)?.messages ?? []).map((message) =>
        message.action === 'CanipValue' ? liveMessageSchema.parse(message).data : undefined,
      );
    const flags = ({ function: fn, archive, virtual, request }: Record<string, unknown>) => ({
      fn,
      archive,
      virtual,
      request,
    });
    const streamed = data({
      type: 'unit.values',
      sn,
      values: { 'Netz_Mw.p_netzbezug': 120, 'Netz_Mw.autarkiegrad': 80 },
      ts,
    }) as Record<string, unknown>[];
    expect(streamed.map(flags)).toEqual([
      { fn: 'ReadPos', archive: false, virtual: false, request: false },
      { fn: 'ReadPos', archive: false, virtual: true, request: false },
    ]);
    const written = data({
      type: 'unit.values',
      sn,
      values: { 'Hka_Bd.ulAnzahlStarts': 3 },
      ts,
      written: true,
    });
    expect((written as Record<string, unknown>[]).map(flags)).toEqual([
      { fn: 'WritePos', archive: false, virtual: false, request: false },
    ]);
    const asked = data({
      type: 'unit.valuesRead',
      sessionId: 'abc',
      sn,
      values: { 'Hka_Bd.ulAnzahlStarts': 3 },
      ts,
      requestCounters: {},
      trends: [],
    });
    expect((asked as Record<string, unknown>[]).map(flags)).toEqual([
      { fn: 'ReadPos', archive: false, virtual: false, request: true },
    ]);
  });

  it("tells a user's sessions about added units and changed user data, a session about its own changes", () => {
    const user = { login: 'partner', language: 'en-gb' } as never;
    expect(liveDelivery({ type: 'user.unitAdded', userId: 4, sn })).toEqual({
      room: 'user:4',
      messages: [{ action: 'HkaStore', sn, data: { updateType: 'add', unit: { seriennummer: sn } } }],
    });
    expect(liveDelivery({ type: 'user.changed', userId: 4, user })).toEqual({
      room: 'user:4',
      messages: [{ action: 'UserStore', data: user }],
    });
    expect(liveDelivery({ type: 'session.unitDisconnected', sessionId: 's', sn })).toEqual({
      room: 'session:s',
      messages: [{ action: 'HkaStore', sn, data: { updateType: 'remove' } }],
    });
    expect(liveDelivery({ type: 'session.replaced', sessionId: 's' })).toEqual({
      room: 'session:s',
      messages: [{ action: 'AppAction', data: { command: 'reload' } }],
    });
    expect(liveDelivery({ type: 'session.unitConnected', sessionId: 's', sn })).toBeUndefined();
  });

  it('only builds messages the live contract accepts', () => {
    const events: DomainEvent[] = [
      {
        type: 'unit.values',
        sn,
        values: { 'Hka_Bd.bWartung': true, 'Hka_Mw1.aulWirkleistung[2]': 4 },
        ts: 5,
      },
      { type: 'unit.presenceChanged', sn, online: true },
      { type: 'user.unitAdded', userId: 1, sn },
    ];
    for (const event of events)
      for (const message of liveDelivery(event)?.messages ?? [])
        expect(liveMessageSchema.safeParse(message).success).toBe(true);
  });
});

describe('eventRoom', () => {
  it("is the delivery's room, and the session's for a session's unit changes", () => {
    const user = { login: 'partner' } as never;
    const events: DomainEvent[] = [
      { type: 'unit.values', sn, values: {}, ts: 1 },
      {
        type: 'unit.valuesRead',
        sessionId: 's',
        sn,
        values: {},
        ts: 1,
        requestCounters: {},
        trends: [],
      },
      { type: 'unit.archiveStored', sn, count: 1, from: 1, to: 1 },
      { type: 'unit.errorsChanged', sn, activeErrors: 0 },
      { type: 'unit.presenceChanged', sn, online: true },
      { type: 'unit.consentChanged', sn, zustimmungMap: {} },
      { type: 'user.unitAdded', userId: 4, sn },
      { type: 'user.changed', userId: 4, user },
      { type: 'session.unitConnected', sessionId: 's', sn },
      { type: 'session.unitDisconnected', sessionId: 's', sn },
      { type: 'session.replaced', sessionId: 's' },
    ];
    for (const event of events) {
      const delivery = liveDelivery(event);
      if (delivery) expect(eventRoom(event)).toBe(delivery.room);
    }
    expect(events.map(eventRoom)).toEqual([
      `unit:${sn}`,
      'session:s',
      ...Array(4).fill(`unit:${sn}`),
      'user:4',
      'user:4',
      'session:s',
      'session:s',
      'session:s',
    ]);
  });
});

describe('Rooms', () => {
  it('tells when a room gains its first and loses its last member', () => {
    const rooms = new Rooms<string>();
    expect(rooms.join('user:1', 'a')).toBe(true);
    expect(rooms.join('user:1', 'b')).toBe(false);
    expect(rooms.join('user:1', 'b')).toBe(false);
    expect(rooms.leave('user:1', 'a')).toBe(false);
    expect(rooms.leave('user:1', 'x')).toBe(false);
    expect(rooms.leave('user:1', 'b')).toBe(true);
    expect(rooms.leave('user:1', 'b')).toBe(false);
    expect(rooms.join('user:1', 'a')).toBe(true);
  });

  it('lists a room’s members only, and drops rooms that empty', () => {
    const rooms = new Rooms<string>();
    rooms.join('unit:1', 'a');
    rooms.join('unit:1', 'b');
    rooms.join('unit:2', 'c');
    expect([...rooms.of('unit:1')]).toEqual(['a', 'b']);
    expect([...rooms.of('unit:3')]).toEqual([]);
    rooms.leave('unit:1', 'a');
    rooms.leave('unit:1', 'b');
    rooms.leave('unit:2', 'x');
    expect(rooms.size).toBe(1);
    expect([...rooms.of('unit:2')]).toEqual(['c']);
  });
});
