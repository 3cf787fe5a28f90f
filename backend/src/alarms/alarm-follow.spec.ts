import { defaultFollow, defaultStaffFollow, fromWallClock } from '@portal/contracts';
import { type Subscription, followFor, follows, heldUntil, lastDigestTime } from './alarm-follow.js';

const unit = { sn: '512345678', locationUuid: '00000000-0000-4000-8000-000000000001' };
const sub = (
  scope: Subscription['scope'],
  ref: string,
  channels: Subscription['channels'],
): Subscription => ({
  scope,
  ref,
  kinds: ['fault'],
  severities: ['fault'],
  channels,
});
const berlin = (day: number, hour: number, minute = 0) => fromWallClock(2026, 11, day, hour, minute);

describe('followFor', () => {
  it('takes the unit’s subscription over its location’s over all, else the defaults by role', () => {
    const all = sub('all', '', ['portal']);
    const place = sub('location', unit.locationUuid, ['email']);
    const own = sub('unit', unit.sn, ['webhook']);
    expect(followFor([all, place, own], unit, false)).toBe(own);
    expect(followFor([all, place], unit, false)).toBe(place);
    expect(followFor([all, sub('unit', 'other', ['email'])], unit, false)).toBe(all);
    expect(followFor([], unit, false)).toBe(defaultFollow);
    expect(followFor([], unit, true)).toBe(defaultStaffFollow);
    expect(followFor([], { sn: unit.sn, locationUuid: null }, false)).toBe(defaultFollow);
  });

  it('follows an incident over a channel only when kind, severity and channel all fit', () => {
    const follow = sub('all', '', ['email']);
    expect(follows(follow, { kind: 'fault', severity: 'fault' }, 'email')).toBe(true);
    expect(follows(follow, { kind: 'fault', severity: 'fault' }, 'portal')).toBe(false);
    expect(follows(follow, { kind: 'offline', severity: 'fault' }, 'email')).toBe(false);
    expect(follows(follow, { kind: 'fault', severity: 'locking' }, 'email')).toBe(false);
  });
});

describe('heldUntil', () => {
  const night = { from: '22:00', to: '07:00', lockingPasses: true };

  it('holds a mail in a window over midnight until its end, the same night or the next morning', () => {
    expect(heldUntil(night, berlin(10, 23, 30), 'fault')?.getTime()).toBe(berlin(11, 7));
    expect(heldUntil(night, berlin(11, 3), 'fault')?.getTime()).toBe(berlin(11, 7));
    expect(heldUntil(night, berlin(11, 7), 'fault')).toBeUndefined();
    expect(heldUntil(night, berlin(11, 21, 59), 'fault')).toBeUndefined();
  });

  it('holds within a window of one day; lets locking faults pass when asked; none without hours', () => {
    const lunch = { from: '12:00', to: '13:30', lockingPasses: false };
    expect(heldUntil(lunch, berlin(10, 12, 15), 'warning')?.getTime()).toBe(berlin(10, 13, 30));
    expect(heldUntil(lunch, berlin(10, 12, 15), 'locking')?.getTime()).toBe(berlin(10, 13, 30));
    expect(heldUntil(night, berlin(10, 23), 'locking')).toBeUndefined();
    expect(heldUntil(null, berlin(10, 23), 'fault')).toBeUndefined();
    expect(
      heldUntil({ from: '08:00', to: '08:00', lockingPasses: false }, berlin(10, 8), 'fault'),
    ).toBeUndefined();
  });
});

describe('lastDigestTime', () => {
  it('is today’s 07:00 from then on, yesterday’s before', () => {
    expect(lastDigestTime(berlin(10, 7))).toBe(berlin(10, 7));
    expect(lastDigestTime(berlin(10, 23))).toBe(berlin(10, 7));
    expect(lastDigestTime(berlin(10, 6, 59))).toBe(berlin(9, 7));
  });
});
