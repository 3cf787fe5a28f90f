import { describe, expect, it } from '@jest/globals';
import type { Incident } from '@portal/contracts';
import { incidentMail } from './incident-mail.js';

const advice: Incident = {
  id: 7,
  sn: '5272486930',
  unitName: 'Dachs Gen2 G5.5',
  locationName: 'Einfamilienhaus Hofmann',
  kind: 'advice',
  severity: 'warning',
  code: null,
  text: 'Taktet: bis 8 Starts pro Stunde, 5,6 min je Lauf, seit 5 Tagen',
  advice: 'Pufferspeicher, Fühler und Mindestlaufzeit prüfen lassen.',
  state: 'open',
  openedAt: '2026-11-25T00:00:00.000Z',
  acknowledged: null,
  resolved: null,
};
const context = { language: 'de-de' as const, portalName: 'Dachs Portal', baseUrl: 'https://portal.example' };

describe('an advice incident by mail (docs/adr/0024)', () => {
  it('is an early warning, not an alarm, with what to check', () => {
    const mail = incidentMail(advice, 'opened', context);
    expect(mail.subject).toBe(
      '[Dachs Portal] Frühwarnung: Dachs Gen2 G5.5 – Taktet: bis 8 Starts pro Stunde, 5,6 min je Lauf, seit 5 Tagen',
    );
    expect(mail.text).toContain('Empfehlung: Pufferspeicher, Fühler und Mindestlaufzeit prüfen lassen.');
  });

  it('ends when the history no longer shows it', () => {
    const resolved = {
      ...advice,
      state: 'resolved' as const,
      resolved: { at: '2026-11-28T00:00:00.000Z', by: null, note: '' },
    };
    const mail = incidentMail(resolved, 'resolved', { ...context, language: 'en-gb' });
    expect(mail.subject).toMatch(/^\[Dachs Portal\] Resolved: /);
    expect(mail.text).toContain("The unit's history no longer shows it.");
  });

  it('leaves a fault an alarm', () => {
    const fault = {
      ...advice,
      kind: 'fault' as const,
      severity: 'fault' as const,
      code: 'E120',
      text: 'Abgas',
    };
    expect(incidentMail(fault, 'opened', context).subject).toBe(
      '[Dachs Portal] Alarm: Dachs Gen2 G5.5 – E120 Abgas',
    );
  });
});
