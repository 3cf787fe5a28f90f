import type { LiveMessage } from '@portal/contracts';
import { canipValueMessages } from './canip-values.js';
import type { DomainEvent } from './domain-events.js';

/** Sockets grouped by what they may hear: a connected unit, their session, their user. */
export type Room = `unit:${string}` | `session:${string}` | `user:${number}`;

export const unitRoom = (sn: string): Room => `unit:${sn}`;
export const sessionRoom = (sessionId: string): Room => `session:${sessionId}`;
export const userRoom = (userId: number): Room => `user:${userId}`;

/**
 * The room an event is for: its delivery's room, and the session's room for the events that only
 * move a session's sockets between unit rooms. With Redis each room is a channel (`liveChannel`).
 */
export function eventRoom(event: DomainEvent): Room {
  switch (event.type) {
    case 'unit.values':
    case 'unit.archiveStored':
    case 'unit.errorsChanged':
    case 'unit.consentChanged':
    case 'unit.accessRevoked':
    case 'unit.presenceChanged':
      return unitRoom(event.sn);
    case 'user.unitAdded':
    case 'user.changed':
    case 'user.alarm':
      return userRoom(event.userId);
    case 'unit.valuesRead':
    case 'session.unitConnected':
    case 'session.unitDisconnected':
    case 'session.replaced':
    case 'session.ended':
      return sessionRoom(event.sessionId);
  }
}

export interface LiveDelivery {
  room: Room;
  messages: LiveMessage[];
}

/** The one mapping from domain events to the spec's live messages (facts §5) and their room. */
export function liveDelivery(event: DomainEvent): LiveDelivery | undefined {
  switch (event.type) {
    case 'unit.values':
      return { room: unitRoom(event.sn), messages: canipValueMessages(event.sn, event.values, event) };
    case 'unit.valuesRead':
      return {
        room: sessionRoom(event.sessionId),
        messages: [
          ...canipValueMessages(event.sn, event.values, { ...event, request: true }),
          ...event.trends.map((trend): LiveMessage => ({
            action: 'Trending',
            data: { sn: event.sn, ...trend },
          })),
        ],
      };
    case 'unit.archiveStored': {
      const { sn, count, from, to } = event;
      return { room: unitRoom(sn), messages: [{ action: 'CanipArchive', data: { sn, count, from, to } }] };
    }
    case 'unit.errorsChanged':
      return unitUpdate(event.sn, { activeErrors: event.activeErrors });
    case 'unit.consentChanged':
      return unitUpdate(event.sn, { zustimmungMap: event.zustimmungMap });
    case 'unit.presenceChanged': {
      const { sn, online } = event;
      const update = unitUpdate(sn, { online });
      update.messages.push({
        action: 'Info',
        data: {
          key: online ? 'live.unitOnline' : 'live.unitOffline',
          params: { sn },
          level: online ? 'info' : 'warning',
        },
      });
      return update;
    }
    case 'user.unitAdded':
      return {
        room: userRoom(event.userId),
        messages: [
          {
            action: 'HkaStore',
            sn: event.sn,
            data: { updateType: 'add', unit: { seriennummer: event.sn } },
          },
        ],
      };
    case 'user.changed':
      return { room: userRoom(event.userId), messages: [{ action: 'UserStore', data: event.user }] };
    case 'user.alarm':
      return {
        room: userRoom(event.userId),
        messages: [{ action: 'Alarm', data: { id: event.id, state: event.state } }],
      };
    case 'session.unitDisconnected':
      return {
        room: sessionRoom(event.sessionId),
        messages: [{ action: 'HkaStore', sn: event.sn, data: { updateType: 'remove' } }],
      };
    case 'session.replaced':
      return {
        room: sessionRoom(event.sessionId),
        messages: [{ action: 'AppAction', data: { command: 'reload' } }],
      };
    case 'session.unitConnected':
    case 'session.ended':
    case 'unit.accessRevoked':
      // Changes who hears the unit, or closes the sockets; the gateway does both and tells those it
      // takes out.
      return undefined;
  }
}

/** A unit changed for the unit list and store (HkaStore update) of everyone who connected it. */
function unitUpdate(sn: string, fields: Record<string, unknown>): LiveDelivery {
  return {
    room: unitRoom(sn),
    messages: [
      { action: 'HkaStore', sn, data: { updateType: 'update', unit: { seriennummer: sn, ...fields } } },
    ],
  };
}

/** What a socket taken out of a unit's room hears: the unit is gone from its store, and why. */
export function accessRevokedMessages(sn: string): LiveMessage[] {
  return [
    { action: 'HkaStore', sn, data: { updateType: 'remove' } },
    { action: 'Info', data: { key: 'live.accessRevoked', params: { sn }, level: 'warning' } },
  ];
}
