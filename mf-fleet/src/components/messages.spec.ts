import { catalogueProblems } from '@portal/web-kit';
import { fleetMessages } from './messages';

it('has every text in German and English', () => {
  expect(catalogueProblems(fleetMessages)).toEqual([]);
});
