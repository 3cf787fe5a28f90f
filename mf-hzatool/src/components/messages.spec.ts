import { catalogueProblems } from '@portal/web-kit';
import { hzatoolMessages } from './messages';

it('has every text in German and English', () => {
  expect(catalogueProblems(hzatoolMessages)).toEqual([]);
});
