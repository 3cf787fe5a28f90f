/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import postcss from 'postcss';
import { bootstrapCss, unusedBootstrapCss } from './unused-bootstrap-css.js';

const kept = async (css) => {
  const result = await postcss([unusedBootstrapCss()]).process(css, { from: undefined });
  return [...result.css.matchAll(/\.([\w-]+)/g)].map((match) => match[1]);
};

describe('unusedBootstrapCss', () => {
  it('keeps the classes the sources use and those composed at run time, and drops the rest', async () => {
    const css = [
      '.d-flex{display:flex}', // written in many sources
      '.bi-plug::before{content:"a"}', // the remote-route error panel's icon
      '.bi-airplane-engines::before{content:"b"}', // no source shows it
      '.modal-dialog{margin:0}', // react-bootstrap composes it
      '.row-cols-lg-2>*{flex:0 0 auto}', // <Row lg={2}>
      '.text-bg-success{color:#fff}', // a variant passed as a value
      '.display-1{font-size:5rem}', // no source uses it
    ].join('');
    expect(await kept(css)).toEqual([
      'd-flex',
      'bi-plug',
      'modal-dialog',
      'row-cols-lg-2',
      'text-bg-success',
    ]);
  });

  it('applies to the Bootstrap and Bootstrap Icons packages only', () => {
    expect(bootstrapCss.test('/x/node_modules/bootstrap/dist/css/bootstrap.min.css')).toBe(true);
    expect(
      bootstrapCss.test(
        '/x/node_modules/.pnpm/bootstrap-icons@1.13.2/node_modules/bootstrap-icons/font/b.css',
      ),
    ).toBe(true);
    expect(bootstrapCss.test('/x/shell/src/app/shell.css')).toBe(false);
    expect(bootstrapCss.test('/x/node_modules/highcharts/css/highcharts.css')).toBe(false);
  });
});
