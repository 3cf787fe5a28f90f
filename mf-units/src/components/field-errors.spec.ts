import { standortdatenRequestSchema } from '@portal/contracts';
import { ApiError } from '@portal/web-kit';
import { fieldErrorsOf, serverFieldErrors } from './field-errors.js';

test('takes the first message key per field, also from inside a union', () => {
  const parsed = standortdatenRequestSchema.safeParse({ name: '', plz: '123', email: 'nope' });
  expect(parsed.success).toBe(false);
  expect(fieldErrorsOf(parsed.error?.issues ?? [])).toEqual({
    name: 'validation.required',
    plz: 'validation.plz',
    email: 'login.emailinvalid',
  });
});

test("keeps the server's field keys of the fields a form shows", () => {
  const error = new ApiError({
    status: 400,
    key: 'exception.validation',
    message: 'x',
    fields: { plz: ['validation.plz', 'validation.required'], other: ['validation.invalid'] },
  });
  expect(serverFieldErrors(error, ['plz', 'name'])).toEqual({ plz: 'validation.plz' });
  expect(serverFieldErrors(new Error('x'), ['plz'])).toEqual({});
});
