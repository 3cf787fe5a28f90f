import type { UnitError } from '@portal/contracts';
import { findKind } from '@portal/unit-catalog';
import { wantedIncidents } from './incident-causes.js';

const dachs = findKind('dachsII');

function entry(codeText: string, currentError = true): UnitError {
  const code = Number(codeText.slice(1));
  const category = codeText.startsWith('A') ? 'Hka_Warnung' : 'Hka_Stoerung';
  return { boardName: 'Hka_Bd', code, codeText, category, counter: 1, currentError, timestamp: 0 };
}

describe('the incidents an error list calls for (catalogue defaults)', () => {
  it('makes faults alarm, warnings only show, due maintenance its own kind, notices nothing', () => {
    const wanted = wantedIncidents(dachs, [entry('E121'), entry('A726'), entry('A650'), entry('H177')]);
    expect(wanted).toEqual([
      { cause: 'fault:E121', kind: 'fault', severity: 'fault', code: 'E121' },
      { cause: 'fault:A726', kind: 'fault', severity: 'warning', code: 'A726' },
      { cause: 'maintenance:A650', kind: 'maintenance', severity: 'info', code: 'A650' },
      { cause: 'maintenance:H177', kind: 'maintenance', severity: 'info', code: 'H177' },
    ]);
  });

  it('leaves entries of the past out and names each cause once', () => {
    expect(wantedIncidents(dachs, [entry('E121', false)])).toEqual([]);
    expect(wantedIncidents(dachs, [entry('E121'), entry('E121')])).toHaveLength(1);
  });

  it('weighs codes the catalogue does not know by their letter', () => {
    const wanted = wantedIncidents(undefined, [entry('E999'), entry('A999'), entry('H999')]);
    expect(wanted.map((w) => [w.cause, w.severity])).toEqual([
      ['fault:E999', 'fault'],
      ['fault:A999', 'warning'],
    ]);
  });
});
