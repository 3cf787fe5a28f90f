import { catalogueProblems } from '@portal/web-kit';
import { unitsMessages } from './messages';

it('has every text in German and English', () => {
  expect(catalogueProblems(unitsMessages)).toEqual([]);
});
