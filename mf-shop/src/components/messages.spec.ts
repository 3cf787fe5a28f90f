import { catalogueProblems } from '@portal/web-kit';
import { shopMessages } from './messages';

it('has every text in German and English', () => {
  expect(catalogueProblems(shopMessages)).toEqual([]);
});
