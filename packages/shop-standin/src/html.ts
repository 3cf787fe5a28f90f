// Server-side HTML as plain strings: every value from outside goes through `escapeHtml` (or `html`
// below), so nothing a caller sends is reflected as markup.

export const standinNotice = 'Stand-in shop — not a real shop, nothing is charged';

export function escapeHtml(value: unknown): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Markup that is already safe (built by `html` or from constants). */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export const raw = (markup: string): SafeHtml => new SafeHtml(markup);

type Part = SafeHtml | string | number | null | undefined | false | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof SafeHtml) return part.value;
  if (Array.isArray(part)) return (part as readonly Part[]).map(render).join('');
  return escapeHtml(part);
}

/** Template tag: interpolations are escaped unless they are SafeHtml (or arrays of it). */
export function html(strings: TemplateStringsArray, ...parts: Part[]): SafeHtml {
  let out = strings[0] ?? '';
  parts.forEach((part, i) => {
    out += render(part) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
export const formatEuro = (amount: number): string => euro.format(amount);

const style = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#f4f6f8}
header{background:#17324d;color:#fff;padding:14px 24px;display:flex;align-items:baseline;gap:16px}
header .brand{font-size:20px;font-weight:600;margin:0}
header .badge{font-size:12px;background:#f0b429;color:#17324d;border-radius:3px;padding:2px 6px;font-weight:600}
main{max-width:960px;margin:24px auto;padding:0 16px}
main.wide{max-width:1320px}
main.wide table{font-size:14px}
.card{background:#fff;border:1px solid #d9e2ec;border-radius:6px;padding:20px 24px;margin-bottom:20px}
h1{font-size:22px;margin:0 0 16px}
h2{font-size:17px;margin:0 0 12px}
table{width:100%;border-collapse:collapse}
th,td{text-align:left;padding:8px 10px;border-bottom:1px solid #e4e7eb;vertical-align:top}
th{font-size:13px;color:#52606d;font-weight:600;background:#f8fafc}
td.num,th.num{text-align:right;white-space:nowrap}
tfoot td{font-weight:600;border-bottom:none}
.muted{color:#7b8794;font-size:13px}
code{font-size:13px;background:#f0f4f8;padding:1px 4px;border-radius:3px;white-space:nowrap}
form.checkout{display:grid;grid-template-columns:200px 1fr;gap:12px 16px;align-items:center;max-width:640px}
form.checkout label{font-weight:500}
input[type=text],input[type=email],select{width:100%;padding:7px 9px;border:1px solid #bcccdc;border-radius:4px;font:inherit}
input[readonly]{background:#f0f4f8}
.full{grid-column:1/-1}
button{background:#1f6feb;color:#fff;border:0;border-radius:4px;padding:9px 22px;font:inherit;font-weight:600;cursor:pointer}
button:hover{background:#1a5fd0}
.alert{border-radius:4px;padding:12px 16px;margin-bottom:16px}
.alert.error{background:#fde8e8;border:1px solid #f5b5b5;color:#8a1c1c}
.alert.warn{background:#fff6dd;border:1px solid #f0d58c;color:#6b4e00}
.alert.ok{background:#e3f9e5;border:1px solid #a3d9a5;color:#1e5b22}
footer{max-width:960px;margin:0 auto 32px;padding:0 16px;color:#7b8794;font-size:12px;text-align:center}
`;

/** The frame of every page: the stand-in's header, the notice in title and footer. */
export function page(title: string, body: SafeHtml, layout: { wide?: boolean } = {}): string {
  return html`<!doctype html>
    <html lang="de">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} · Stand-in-Shop (${standinNotice})</title>
        <style>
          ${raw(style)}
        </style>
      </head>
      <body>
        <header>
          <p class="brand">Stand-in-Shop</p>
          <span class="badge">Testumgebung</span>
        </header>
        <main class="${layout.wide ? 'wide' : ''}">${body}</main>
        <footer>
          ${standinNotice}. Ersatz für den Webshop des Herstellers – kein echter Shop, es wird nichts
          berechnet.
        </footer>
      </body>
    </html> `.value;
}
