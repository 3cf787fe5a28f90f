import { catalogueProblems } from '@portal/web-kit';
import { dashboardCatalogues } from './messages';

it('has every text of every catalogue in German and English', () => {
  for (const catalogue of dashboardCatalogues) expect(catalogueProblems(catalogue)).toEqual([]);
});
