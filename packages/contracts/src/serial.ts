/**
 * Serials shown readably, alike in the unit list, the energy-tax tool and its documents: all-digit
 * serials longer than six digits are grouped in blocks of four from the right, so a ten-digit serial
 * reads '52 0001 2345'. Shorter serials (the demo users' five-digit fakes) and serials with other
 * characters stay as they are; grouping them would only make them harder to compare with what is
 * printed on the unit.
 */
export function formatSerial(serial: string): string {
  if (!/^\d{7,}$/.test(serial)) return serial;
  const groups: string[] = [];
  for (let end = serial.length; end > 0; end -= 4) groups.unshift(serial.slice(Math.max(0, end - 4), end));
  return groups.join(' ');
}
