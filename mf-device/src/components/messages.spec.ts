import { deviceMenuLanguages } from '@portal/contracts';
import { deviceMessages } from './messages';

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)/g)]
    .map((match) => match[1])
    .sort()
    .join(',');

const german = deviceMessages.de;

test.each(deviceMenuLanguages)('%s has every text, with the same placeholders as German', (language) => {
  const catalogue: Record<string, string> = deviceMessages[language];
  expect(Object.keys(catalogue).sort()).toEqual(Object.keys(german).sort());
  for (const [key, text] of Object.entries(german)) {
    expect({ key, text: catalogue[key]?.trim() ? 'present' : 'empty' }).toEqual({ key, text: 'present' });
    expect({ key, placeholders: placeholders(catalogue[key] ?? '') }).toEqual({
      key,
      placeholders: placeholders(text),
    });
  }
});
