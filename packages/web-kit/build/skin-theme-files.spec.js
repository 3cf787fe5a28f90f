/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { themeCss } from './skin-theme-files.js';

describe('themeCss', () => {
  it('sets every variable on html:root, which outranks the :root of Bootstrap and the tokens', () => {
    expect(
      themeCss({
        cssVariables: { '--bs-primary': '#e2001a', '--bs-body-font-family': 'Arial, "Helvetica Neue"' },
      }),
    ).toBe('html:root{--bs-primary:#e2001a;--bs-body-font-family:Arial, "Helvetica Neue"}\n');
  });

  it('refuses a name that is no custom property and a value that could end the rule', () => {
    expect(() => themeCss({ cssVariables: { color: 'red' } })).toThrow('bad variable color');
    expect(() => themeCss({ cssVariables: { '--x': 'red}body{display:none' } })).toThrow('bad variable --x');
  });
});
