import { campaignPauseReasons, campaignSkipReasons } from '@portal/contracts';
import { catalogueProblems } from '@portal/web-kit';
import { campaignMessages } from './campaign-messages';

it('has every campaign text in German and English', () => {
  expect(catalogueProblems(campaignMessages)).toEqual([]);
});

it('words every skip and pause reason the contracts name', () => {
  for (const key of [...campaignSkipReasons, ...campaignPauseReasons])
    expect(Object.keys(campaignMessages['en-gb'])).toContain(key);
});
