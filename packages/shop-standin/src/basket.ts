import { z } from 'zod';

// The baskets the shop accepts, one per hand-over form, checked before anything is shown. The shapes
// follow the portal's contract (product number, count, location uuid -> serials); the portal remains
// the authority on prices and on what may be booked.

const productNumber = z.string().min(1).max(40);
const serial = z.string().min(1).max(40);
const locationUuid = z.uuid();
const customerLogin = z
  .string()
  .trim()
  .min(1, 'Bitte den Kunden-Login angeben.')
  .max(200, 'Der Kunden-Login ist zu lang.')
  // Control characters have no place in a login and would only garble the pages.
  .regex(/^[^\p{Cc}]+$/u, 'Der Kunden-Login enthält Steuerzeichen.');

export const basketItemSchema = z.object({
  product: productNumber,
  count: z.number().int().min(1).max(100),
  locations: z.record(locationUuid, z.array(serial).max(100)),
});
export type BasketItem = z.infer<typeof basketItemSchema>;

/** Form 3: the hidden-form POST's `basket` field. Unknown fields are dropped, not sent on. */
export const postedBasketSchema = z.object({
  customer: customerLogin.optional(),
  items: z.array(basketItemSchema).min(1).max(20),
});

/** Form 1: what GET /rest/shop/basket/{key} answers. */
export const portalBasketSchema = z.object({
  key: z.string(),
  customer: z.string(),
  customerName: z.string(),
  items: z
    .array(
      basketItemSchema.extend({
        name: z.string(),
        price: z.number(),
        locationNames: z.record(z.string(), z.string()),
      }),
    )
    .min(1)
    .max(20),
  total: z.number(),
  /** Where the customer goes back to: the portal address they ordered by. */
  returnUrl: z.string().optional(),
});

export interface ShownItem extends BasketItem {
  /** Known only when the portal handed the basket over by key. */
  name?: string;
  price?: number;
  locationNames?: Record<string, string>;
}

/** A basket as the shop shows and orders it, whichever way it came. */
export interface Basket {
  via: 'key' | 'link' | 'form';
  basketKey?: string;
  /** The portal login; when missing the checkout form asks for it. */
  customer?: string;
  customerName?: string;
  items: ShownItem[];
  /** The portal's total; unknown for link and form baskets. */
  total?: number;
  /** The portal origin to return to, named by the portal's signed basket; else the configured one. */
  returnUrl?: string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

function issues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => `${i.path.length > 0 ? i.path.join('.') : 'Warenkorb'}: ${i.message}`)
    .join('; ');
}

export const basketKeyPattern = /^[A-Za-z0-9._~-]{1,100}$/;
const tokenPattern = /^[A-Za-z0-9._-]{1,40}$/;

/** Form 2: ?product=&location=&serials=a,b&customer= — one item, count 1. */
export function parseLinkBasket(query: URLSearchParams): Parsed<Basket> {
  const product = query.get('product') ?? '';
  const location = query.get('location') ?? '';
  const serials = query.get('serials') ?? '';
  const customer = query.get('customer');
  if (!tokenPattern.test(product)) {
    return { ok: false, message: 'Die Produktnummer fehlt oder ist ungültig.' };
  }
  if (!locationUuid.safeParse(location).success) {
    return { ok: false, message: 'Die Standort-ID (location) fehlt oder ist keine gültige UUID.' };
  }
  // An empty list is a location without units; empty entries ("a,,b") are garbage.
  const list = serials === '' ? [] : serials.split(',');
  if (list.length > 100 || !list.every((sn) => tokenPattern.test(sn))) {
    return {
      ok: false,
      message:
        'Die Seriennummern (serials) müssen eine kommagetrennte Liste aus Buchstaben, Ziffern, . _ - sein.',
    };
  }
  const basket: Basket = { via: 'link', items: [{ product, count: 1, locations: { [location]: list } }] };
  if (customer !== null && customer !== '') {
    const login = customerLogin.safeParse(customer);
    if (!login.success) return { ok: false, message: 'Der Kunden-Login (customer) ist ungültig.' };
    basket.customer = login.data;
  }
  return { ok: true, value: basket };
}

/** Form 3: the `basket` field of the hidden-form POST, JSON. */
export function parsePostedBasket(field: string | null): Parsed<Basket> {
  if (field === null || field === '') return { ok: false, message: 'Das Feld "basket" fehlt.' };
  let json: unknown;
  try {
    json = JSON.parse(field);
  } catch {
    return { ok: false, message: 'Das Feld "basket" ist kein gültiges JSON.' };
  }
  const parsed = postedBasketSchema.safeParse(json);
  if (!parsed.success) return { ok: false, message: `Der Warenkorb ist ungültig: ${issues(parsed.error)}` };
  const { customer, items } = parsed.data;
  return { ok: true, value: { via: 'form', items, ...(customer ? { customer } : {}) } };
}

/** Form 1: the portal's answer for a basket key. */
export function parsePortalBasket(key: string, json: unknown): Parsed<Basket> {
  const parsed = portalBasketSchema.safeParse(json);
  if (!parsed.success) {
    return { ok: false, message: `Das Portal lieferte einen ungültigen Warenkorb: ${issues(parsed.error)}` };
  }
  const { customer, customerName, items, total } = parsed.data;
  const returnUrl = originOf(parsed.data.returnUrl);
  return {
    ok: true,
    value: {
      via: 'key',
      basketKey: key,
      customer,
      customerName,
      items,
      total,
      ...(returnUrl ? { returnUrl } : {}),
    },
  };
}

/** An http(s) address reduced to its origin: the shop only ever appends its own portal paths. */
function originOf(address: string | undefined): string | undefined {
  if (!address) return undefined;
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The checkout form's fields. */
export const checkoutFormSchema = z.object({
  customer: customerLogin,
  name: z.string().trim().min(1, 'Bitte den Namen angeben.').max(200),
  email: z
    .string()
    .trim()
    .max(200)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Bitte eine gültige E-Mail-Adresse angeben.'),
  payment: z.literal('invoice', 'Als Zahlungsart ist nur Rechnung möglich.'),
  terms: z.literal('on', 'Bitte die AGB akzeptieren.'),
});
export type CheckoutForm = z.infer<typeof checkoutFormSchema>;

export function parseCheckoutForm(fields: Record<string, string>): Parsed<CheckoutForm> {
  const parsed = checkoutFormSchema.safeParse(fields);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, message: parsed.error.issues.map((i) => i.message).join(' ') };
}
