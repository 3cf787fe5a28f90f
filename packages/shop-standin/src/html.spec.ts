import { escapeHtml, html, raw } from './html.js';
import { sign, verifySignature } from './signature.js';

describe('escaping', () => {
  it('escapes the five HTML specials, interpolations of html`` and arrays; raw passes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
    const evil = '<i>';
    expect(html`<p title="${evil}">${[evil, html`<b>${evil}</b>`]}${raw('<br>')}</p>`.value).toBe(
      '<p title="&lt;i&gt;">&lt;i&gt;<b>&lt;i&gt;</b><br></p>',
    );
    expect(html`${null}${undefined}${false}${0}`.value).toBe('0');
  });
});

describe('signature', () => {
  it('is sha256=<hex HMAC-SHA256(secret, payload)>', () => {
    // RFC 4231 test case 2.
    expect(sign('Jefe', 'what do ya want for nothing?')).toBe(
      'sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    expect(
      verifySignature('Jefe', 'what do ya want for nothing?', sign('Jefe', 'what do ya want for nothing?')),
    ).toBe(true);
    expect(verifySignature('Jefe', 'other', sign('Jefe', 'what do ya want for nothing?'))).toBe(false);
    expect(verifySignature('Jefe', 'x', undefined)).toBe(false);
    expect(verifySignature('Jefe', 'x', 'sha256=00')).toBe(false);
  });
});
