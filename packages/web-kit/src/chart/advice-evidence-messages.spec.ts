import { catalogueProblems } from '../i18n/catalogue.js';
import { adviceEvidenceMessages } from './advice-evidence-messages.js';

it('has every text of the advice evidence in German and English', () => {
  expect(catalogueProblems(adviceEvidenceMessages)).toEqual([]);
});
