import { describe, expect, it } from '@jest/globals';
import type { AdviceEvidence } from '@portal/contracts';
import { adviceHint, adviceText } from './advice-texts.js';
import type { IncidentRow } from './incidents.repository.js';

// What a heat pump's advice says (docs/adr/0024): its COP and the compressor, not an engine.

const row = (evidence: Pick<AdviceEvidence, 'detector' | 'figures'>) =>
  ({
    cause: `advice:${evidence.detector}`,
    evidence: { unit: 'COP', resolution: 'day', points: [], threshold: null, baseline: null, ...evidence },
  }) as unknown as IncidentRow;

describe('heat pump advice texts', () => {
  const cop = row({
    detector: 'falling-cop',
    figures: { nowCop: 2.5, beforeCop: 3, dropPercent: 16.7, outdoorC: 4.2 },
  });

  it('names the COP with the outdoor temperature it was judged at, in German and English', () => {
    expect(adviceText(cop, 'de-de')).toBe(
      'Leistungszahl (COP) um 16,7 % gefallen: 2,5 statt 3 bei 4,2 °C außen',
    );
    expect(adviceText(cop, 'en-gb')).toBe(
      'Coefficient of performance (COP) down 16.7 %: 2.5 instead of 3 at 4.2 °C outside',
    );
    expect(adviceHint(cop, 'de-de')).toMatch(/^Wartung einplanen: Verdampfer/);
  });

  it('short cycling wears a heat pump’s compressor, a Dachs’s engine', () => {
    const figures = { days: 4, peakStarts: 7, cycleMin: 7.8, startsPerDay: 85 };
    expect(
      adviceHint(row({ detector: 'short-cycling', figures: { ...figures, heatPump: 1 } }), 'en-gb'),
    ).toMatch(/wear the compressor\.$/);
    expect(adviceHint(row({ detector: 'short-cycling', figures }), 'en-gb')).toMatch(/wear the engine\.$/);
  });
});
