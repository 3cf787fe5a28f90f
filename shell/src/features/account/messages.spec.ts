import { catalogueProblems } from '@portal/web-kit';
import { accountMessages } from './messages.js';

test('the account catalogue has the same keys and placeholders in German and English', () => {
  expect(catalogueProblems(accountMessages)).toEqual([]);
});

test('no account text is empty', () => {
  const empty = Object.entries(accountMessages).flatMap(([language, texts]) =>
    Object.entries(texts)
      .filter(([, text]) => text.trim() === '')
      .map(([key]) => `${language} ${key}`),
  );
  expect(empty).toEqual([]);
});
