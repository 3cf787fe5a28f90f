import { commandLimits } from '@portal/contracts';
import { commandExpiryChoices, defaultCommandExpiryHours } from './command-expiry';

it('offers the contracts’ default expiry and only expiries the contracts allow', () => {
  expect(defaultCommandExpiryHours).toBe(commandLimits.expiryHours.default);
  expect(commandExpiryChoices).toContain(defaultCommandExpiryHours);
  for (const hours of commandExpiryChoices) {
    expect(hours).toBeGreaterThanOrEqual(commandLimits.expiryHours.min);
    expect(hours).toBeLessThanOrEqual(commandLimits.expiryHours.max);
  }
});
