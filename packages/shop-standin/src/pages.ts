import { type Basket, type ShownItem } from './basket.js';
import { type SafeHtml, formatEuro, html, page } from './html.js';
import { type NotificationAnswer, type ShopNotification } from './portal-client.js';

// The shop's pages. German texts, as the portal's default language; every outside value is escaped by
// the `html` tag.

export interface OrderRecord {
  orderNumber: string;
  notification: ShopNotification;
  name: string;
  email: string;
  createdAt: string;
  attempts: number;
  /** pending: not answered yet; sent: the portal took it; failed: retry possible; refused: the portal said 400. */
  status: 'pending' | 'sent' | 'failed' | 'refused';
  answer?: NotificationAnswer;
  lastError?: string;
}

export interface CheckoutValues {
  customer?: string;
  name?: string;
  email?: string;
  terms?: boolean;
}

function locationRows(item: ShownItem): SafeHtml[] {
  return Object.entries(item.locations).map(([uuid, serials]) => {
    const name = item.locationNames?.[uuid];
    return html`<div>
      ${name ? html`<strong>${name}</strong><br />` : ''}<code>${uuid}</code>${
        serials.length > 0 ? html`<br /><span class="muted">Seriennummern: ${serials.join(', ')}</span>` : ''
      }
    </div>`;
  });
}

function basketTable(basket: Basket): SafeHtml {
  const priced = basket.items.every((i) => i.price !== undefined);
  const rows = basket.items.map((item) => {
    const price = item.price;
    return html`<tr>
      <td>
        ${
          item.name
            ? html`<strong>${item.name}</strong><br /><span class="muted">Produktnr. ${item.product}</span>`
            : html`<strong>Produktnr. ${item.product}</strong>`
        }
      </td>
      <td>${locationRows(item)}</td>
      <td class="num">${item.count}</td>
      <td class="num">
        ${price === undefined ? html`<span class="muted">Preis laut Portal</span>` : formatEuro(price)}
      </td>
      <td class="num">
        ${price === undefined ? html`<span class="muted">Preis laut Portal</span>` : formatEuro(price * item.count)}
      </td>
    </tr>`;
  });
  const total =
    priced && basket.total !== undefined
      ? formatEuro(basket.total)
      : html`<span class="muted">Preis laut Portal</span>`;
  return html`<table>
      <thead>
        <tr>
          <th>Produkt</th>
          <th>Standort</th>
          <th class="num">Anzahl</th>
          <th class="num">Einzelpreis</th>
          <th class="num">Summe</th>
        </tr>
      </thead>
      <tbody>
        ${rows}
      </tbody>
      <tfoot>
        <tr>
          <td colspan="4" class="num">Gesamt (netto)</td>
          <td class="num">${total}</td>
        </tr>
      </tfoot>
    </table>
    <p class="muted">
      ${
        priced
          ? 'Preise netto, zzgl. gesetzlicher MwSt.'
          : 'Dieser Warenkorb kam ohne Preise; maßgeblich ist der Preis laut Portal.'
      }
    </p>`;
}

export function basketPage(
  sessionId: string,
  basket: Basket,
  values: CheckoutValues = {},
  error?: string,
  /** This checkout was sent before under this number. */
  orderNumber?: string,
): string {
  const customer = basket.customer ?? values.customer ?? '';
  const customerInput = basket.customer
    ? // The portal named the customer; the order is booked for that login.
      html`<input type="text" id="customer" name="customer" value="${customer}" readonly />`
    : html`<input
        type="text"
        id="customer"
        name="customer"
        value="${customer}"
        required
        maxlength="200"
        autocomplete="username"
      />`;
  return page(
    'Warenkorb',
    html`<div class="card">
        <h1>Warenkorb</h1>
        ${basket.customerName ? html`<p>Bestellung für <strong>${basket.customerName}</strong> (${basket.customer})</p>` : ''}
        ${basketTable(basket)}
      </div>
      <div class="card">
        <h2>Kasse</h2>
        ${error ? html`<div class="alert error" role="alert">${error}</div>` : ''}
        ${
          orderNumber
            ? html`<div class="alert warn" role="status">
                Dieser Warenkorb wurde bereits als Bestellung ${orderNumber} gesendet. „Kaufen“ meldet
                dieselbe Bestellung erneut.
              </div>`
            : ''
        }
        <form class="checkout" method="post" action="/checkout">
          <input type="hidden" name="session" value="${sessionId}" />
          <label for="customer">Kunden-Login</label>${customerInput} <label for="name">Name</label
          ><input
            type="text"
            id="name"
            name="name"
            value="${values.name ?? basket.customerName ?? ''}"
            required
            maxlength="200"
            autocomplete="name"
          />
          <label for="email">E-Mail</label
          ><input
            type="email"
            id="email"
            name="email"
            value="${values.email ?? ''}"
            required
            maxlength="200"
            autocomplete="email"
          />
          <label for="payment">Zahlungsart</label
          ><select id="payment" name="payment">
            <option value="invoice" selected>Rechnung</option>
          </select>
          <label class="full"
            ><input type="checkbox" name="terms" value="on" required${values.terms ? ' checked' : ''} /> Ich
            akzeptiere die AGB und die Widerrufsbelehrung.</label
          >
          <div class="full"><button type="submit">Kaufen</button></div>
        </form>
      </div>`,
  );
}

export function messagePage(
  title: string,
  kind: 'error' | 'warn' | 'ok',
  message: string,
  extra?: SafeHtml,
): string {
  return page(
    title,
    html`<div class="card">
      <h1>${title}</h1>
      <div class="alert ${kind}" role="alert">${message}</div>
      ${extra ?? ''}
    </div>`,
  );
}

export function maintenancePage(text: string): string {
  return messagePage(
    'Wartung',
    'warn',
    text,
    html`<p>Zurzeit kann nichts bestellt werden. Bitte später erneut versuchen.</p>`,
  );
}

/** The notification did not get through: the order is kept and the same number is sent again. */
export function notifyFailedPage(
  order: OrderRecord,
  sessionId: string,
  reason: string,
  portalUrl: string,
): string {
  return messagePage(
    'Bestellung nicht übermittelt',
    'error',
    `Die Bestellung ${order.orderNumber} konnte dem Portal nicht gemeldet werden: ${reason}`,
    html`<p>
        Die Bestellung ist gespeichert. „Erneut senden“ meldet sie mit derselben Bestellnummer noch einmal.
      </p>
      <form method="post" action="/checkout">
        <input type="hidden" name="session" value="${sessionId}" />
        <input type="hidden" name="retry" value="1" />
        <button type="submit">Erneut senden</button>
      </form>
      <p><a href="${portalUrl}">Zurück zum Portal</a></p>`,
  );
}

export function notifyRefusedPage(order: OrderRecord, message: string, portalUrl: string): string {
  return messagePage(
    'Bestellung abgelehnt',
    'error',
    `Das Portal hat die Bestellung ${order.orderNumber} abgelehnt: ${message}`,
    html`<p><a href="${portalUrl}">Zurück zum Portal</a></p>`,
  );
}

function answerText(order: OrderRecord): SafeHtml {
  const a = order.answer;
  if (!a)
    return html`<span class="muted">${order.status}</span
      >${order.lastError ? html`<br />${order.lastError}` : ''}`;
  return html`${a.duplicate ? 'Duplikat' : 'gebucht'}:
  ${a.booked}${
    a.rejected.length > 0
      ? html`<br />abgelehnt: ${a.rejected.map((r) => html`<br /><code>${r.locationUuid}</code> ${r.reason}`)}`
      : ''
  }`;
}

export function ordersPage(orders: readonly OrderRecord[]): string {
  const rows = orders.map(
    (o) =>
      html`<tr>
        <td><code>${o.orderNumber}</code><br /><span class="muted">${o.createdAt}</span></td>
        <td>${o.notification.customer}<br /><span class="muted">${o.name} &lt;${o.email}&gt;</span></td>
        <td>
          ${o.notification.items.map(
            (i) =>
              html`<div>
                ${i.count} ×
                ${i.product}${Object.entries(i.locations).map(
                  ([uuid, serials]) => html`<br /><code>${uuid}</code> ${serials.join(', ')}`,
                )}
              </div>`,
          )}
        </td>
        <td>${o.notification.basketKey ?? ''}</td>
        <td class="num">${o.attempts}</td>
        <td>${answerText(o)}</td>
      </tr>`,
  );
  return page(
    'Gesendete Bestellungen',
    html`<div class="card">
      <h1>Gesendete Bestellungen</h1>
      <p class="muted">
        Was diese Instanz des Stand-in-Shops an das Portal gemeldet hat (nur im Speicher, zur Fehlersuche).
      </p>
      ${
        orders.length === 0
          ? html`<p>Noch keine Bestellungen.</p>`
          : html`<table>
              <thead>
                <tr>
                  <th>Bestellnummer</th>
                  <th>Kunde</th>
                  <th>Positionen</th>
                  <th>Warenkorb-Key</th>
                  <th class="num">Versuche</th>
                  <th>Antwort des Portals</th>
                </tr>
              </thead>
              <tbody>
                ${rows}
              </tbody>
            </table>`
      }
    </div>`,
    { wide: true },
  );
}

export function homePage(): string {
  return page(
    'Start',
    html`<div class="card">
      <h1>Stand-in-Shop</h1>
      <p>
        Ersatz für den Webshop des Herstellers in Test- und Demo-Umgebungen. Bestellungen kommen aus dem
        Portal über <code>/order</code>.
      </p>
      <p><a href="/orders">Gesendete Bestellungen</a></p>
    </div>`,
  );
}
