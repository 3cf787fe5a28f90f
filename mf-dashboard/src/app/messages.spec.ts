import { catalogueProblems } from '@portal/web-kit';
import { dashboardMessages } from './messages';

it('has every text in German and English', () => {
  expect(catalogueProblems(dashboardMessages)).toEqual([]);
});
