import { activityNameKeys, activityNameTexts } from './common.js';

it('spells the activity levels one way: Off, then PL1 to PL3 (issue 40)', () => {
  const texts = activityNameKeys.map((key) => activityNameTexts[key]);
  expect(texts.map((text) => text?.['de-de'])).toEqual(['Aus', 'PL1', 'PL2', 'PL3']);
  expect(texts.map((text) => text?.['en-gb'])).toEqual(['Off', 'PL1', 'PL2', 'PL3']);
});
