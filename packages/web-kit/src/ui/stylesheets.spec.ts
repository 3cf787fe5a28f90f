import { applyStylesheet } from './stylesheets.js';

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => [
    link.getAttribute('data-portal-stylesheet'),
    link.getAttribute('href'),
  ]);

afterEach(() => {
  document.head.innerHTML = '';
});

describe('applyStylesheet (spec 7 layout and custom CSS)', () => {
  it('links the sheet by its versioned URL, once, and removes it without one', () => {
    applyStylesheet('custom', '/rest/info/css/custom?v=aaa');
    applyStylesheet('custom', '/rest/info/css/custom?v=aaa');
    expect(links()).toEqual([['custom', '/rest/info/css/custom?v=aaa']]);
    applyStylesheet('custom', null);
    expect(links()).toEqual([]);
  });

  it('swaps in a new version once it loaded, so the page is never without the sheet', () => {
    applyStylesheet('custom', '/rest/info/css/custom?v=aaa');
    applyStylesheet('custom', '/rest/info/css/custom?v=bbb');
    expect(links()).toEqual([
      [null, '/rest/info/css/custom?v=aaa'],
      ['custom', '/rest/info/css/custom?v=bbb'],
    ]);
    document.head.querySelector('link[data-portal-stylesheet]')!.dispatchEvent(new Event('load'));
    expect(links()).toEqual([['custom', '/rest/info/css/custom?v=bbb']]);
  });

  it('keeps the layout and then the custom sheet behind stylesheets linked later', async () => {
    applyStylesheet('custom', '/rest/info/css/custom?v=aaa');
    applyStylesheet('layout', '/rest/info/css/layout/dachsII?v=ccc');
    expect(links().map(([id]) => id)).toEqual(['layout', 'custom']);
    const remote = document.createElement('link');
    remote.rel = 'stylesheet';
    remote.href = '/mf/dashboard/main.css';
    document.head.append(remote);
    // The observer runs after the change, as a microtask.
    await Promise.resolve();
    expect(links().map(([id, href]) => id ?? href)).toEqual(['/mf/dashboard/main.css', 'layout', 'custom']);
  });
});
