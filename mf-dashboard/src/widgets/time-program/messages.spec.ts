import { catalogueProblems } from '@portal/web-kit';
import { timeProgramMessages } from './messages.js';

it('has every time program text in German and English with the same placeholders', () => {
  expect(catalogueProblems(timeProgramMessages)).toEqual([]);
  expect(
    Object.keys(timeProgramMessages['de-de']).every((key) => key.startsWith('mf.dashboard.timeProgram.')),
  ).toBe(true);
});
