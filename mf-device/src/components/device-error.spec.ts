import { ApiError } from '@portal/web-kit';
import { createIntl } from 'react-intl';
import { deviceErrorOf, lostServiceLevel, translateDeviceError } from './device-error';
import { deviceMessages } from './messages';

const intlOf = (locale: keyof typeof deviceMessages) =>
  createIntl({ locale, messages: deviceMessages[locale], onError: () => undefined });

test('an error is translated by category and code, with the category in front when asked', () => {
  const de = intlOf('de');
  const error = { category: 'unlock', code: 'notRemedied' } as const;
  expect(translateDeviceError(de, error)).toBe('Der Fehler ist nicht behoben');
  expect(translateDeviceError(de, error, { withCategory: true })).toBe(
    'Entriegeln: Der Fehler ist nicht behoben',
  );
  expect(
    translateDeviceError(intlOf('fr'), { category: 'calibration', code: 'failed' }, { withCategory: true }),
  ).toBe('Calibrage : Échec du calibrage !');
  expect(translateDeviceError(intlOf('en'), { category: 'power', code: 'holdKey' })).toBe(
    'Please hold the power key for 3 seconds to switch on/off the CHP unit',
  );
});

test('a missing translation shows its key, or nothing in the silent variant', () => {
  const it = intlOf('it');
  const unknown = { category: 'device', code: 'melted' } as const;
  expect(translateDeviceError(it, unknown)).toBe('error.device.melted');
  expect(translateDeviceError(it, unknown, { withCategory: true })).toBe('error.device.melted');
  expect(translateDeviceError(it, unknown, { silent: true })).toBe('');
  expect(translateDeviceError(it, { category: 'serviceLevel', code: 'wrongCode' }, { silent: true })).toBe(
    'Codice del livello di servizio errato',
  );
});

test('API error keys of the device calls become the menu errors', () => {
  const answer = (status: number, key: string) => new ApiError({ status, key, message: 'x' });
  expect(deviceErrorOf(answer(403, 'device.servicelevel.wrongcode'))).toEqual({
    category: 'serviceLevel',
    code: 'wrongCode',
  });
  expect(deviceErrorOf(answer(429, 'device.servicelevel.throttled'))?.code).toBe('throttled');
  expect(deviceErrorOf(answer(500, 'exception.error'))).toBeNull();
  expect(deviceErrorOf(new Error('network'))).toBeNull();
  expect(lostServiceLevel(answer(403, 'device.servicelevel.timeout'))).toBe(true);
  expect(lostServiceLevel(answer(403, 'device.servicelevel.required'))).toBe(true);
  expect(lostServiceLevel(answer(403, 'device.servicelevel.wrongcode'))).toBe(false);
});
