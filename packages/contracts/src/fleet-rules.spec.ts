import { serviceInDays } from './fleet-rules.js';

const glance = (
  maintenanceDue: boolean,
  serviceHoursLeft: number | null,
  operatingHoursPerDay: number | null,
) => ({
  maintenanceDue,
  serviceHoursLeft,
  operatingHoursPerDay,
});

describe('serviceInDays', () => {
  it('is the hours left over the hours run a day, a part day counting as a whole one', () => {
    // 350 h left at 15 h a day: 23 1/3 days, so due on the 24th.
    expect(serviceInDays(glance(false, 350, 15))).toBe(24);
    // 300 h at 15 h a day: exactly the 20th.
    expect(serviceInDays(glance(false, 300, 15))).toBe(20);
  });

  it('is 0 when the unit says the service is due, or its hours are used up', () => {
    expect(serviceInDays(glance(true, 1200, 15))).toBe(0);
    expect(serviceInDays(glance(true, null, null))).toBe(0);
    expect(serviceInDays(glance(false, -20, null))).toBe(0);
    expect(serviceInDays(glance(false, 0, 15))).toBe(0);
  });

  it('is unknown without the hours left, or for a unit that has not run lately', () => {
    expect(serviceInDays(glance(false, null, 15))).toBeNull();
    expect(serviceInDays(glance(false, 350, null))).toBeNull();
    expect(serviceInDays(glance(false, 350, 0))).toBeNull();
  });
});
