import { z } from 'zod';

// The shop (spec 2 Unit list services, Orders dialog, /shopcheckout, /services; 3 Location.services,
// Order; 5 order rules; 6 who orders how; 7 Shop calls; 8 shop errors; 9 constants).

/** The services a location can book, per year. */
export const shopServiceNames = ['hzatool', 'fernwartung'] as const;
export type ShopServiceName = (typeof shopServiceNames)[number];

export const shopExportFormats = ['csv', 'xlsx'] as const;
export type ShopExportFormat = (typeof shopExportFormats)[number];

/** The Orders dialog's location picker pages by this many rows (its search waits 500 ms, web-kit). */
export const orderPickerPageSize = 10;
/** /shopcheckout refreshes the orders and returns to the start page after this long. */
export const shopCheckoutReturnMs = 3000;

const serial = z.string().min(1).max(40);
const locationUuid = z.uuid();
const productNumber = z.string().min(1).max(40);

/** A product of the catalogue (spec 3 Location.services props). Prices in euro, net. */
export const serviceProductSchema = z.object({
  number: z.string(),
  name: z.string(),
  namePackage: z.string(),
  /** The price for the asking user's role. */
  price: z.number(),
  prices: z.object({ partner: z.number(), betreiber: z.number() }),
});
export type ServiceProduct = z.infer<typeof serviceProductSchema>;

/** One service of a location for the service's current year (spec 3 Location.services). */
export const locationServiceSchema = z.object({
  /** The year it is offered or booked for. */
  year: z.number().int(),
  bookable: z.boolean(),
  booked: z.boolean(),
  /** Booked without payment (whitelisted by an admin). */
  free: z.boolean(),
  orderNumber: z.string().nullable(),
  /** Why it cannot be booked, or what the booking holds: a message key or text. */
  info: z.string(),
  /** Where the booked service opens (the tool's page for the location and year). */
  orderURL: z.string().nullable(),
  props: serviceProductSchema,
});
export type LocationService = z.infer<typeof locationServiceSchema>;

/** Spec 3 Order productConfig: the service a product unlocks and the year it is for. */
export const productConfigSchema = z.object({
  service: z.enum(shopServiceNames),
  conditions: z.object({ year: z.number().int() }),
});
export type ProductConfig = z.infer<typeof productConfigSchema>;

/** A catalogue entry as the user may order it. */
export const shopOfferSchema = z.object({
  service: z.enum(shopServiceNames),
  year: z.number().int(),
  /** Whether the service's year may be changed in the tool (order links carry edit=true). */
  editableYear: z.boolean(),
  props: serviceProductSchema,
  /** What ordering it now books (service and year), in the spec's shape. */
  productConfig: productConfigSchema,
});
export type ShopOffer = z.infer<typeof shopOfferSchema>;

/** POST /shop/services: the catalogue for the user, how the user orders, and maintenance. */
export const shopServicesRequestSchema = z.object({}).strict();
export const shopServicesResponseSchema = z.object({
  services: z.array(shopOfferSchema),
  /** Spec 6: operators and subpartners order through the web shop, partners in the portal. */
  orderViaShop: z.boolean(),
  orderViaPortal: z.boolean(),
  /** The shop's order page (SHOP_ORDER_URL). */
  orderUrl: z.string(),
  /** Maintenance text; ordering is off while it is not empty. */
  wartung: z.string(),
});
export type ShopServicesResponse = z.infer<typeof shopServicesResponseSchema>;

/** Spec 3 Order: a basket entry; `locations` maps location uuids to the serials ordered there. */
export const shopBasketSchema = z
  .object({
    product: productNumber,
    count: z.number().int().min(1).max(100),
    locations: z.record(locationUuid, z.array(serial).max(100)),
  })
  .strict();
export type ShopBasket = z.infer<typeof shopBasketSchema>;
export const shopBasketKeyResponseSchema = z.object({ key: z.string() });

/** Spec 3 Order: a partner order item; adminWhitelist books without payment (admin, hza_admin). */
export const partnerOrderSchema = z
  .object({
    addressUuid: locationUuid,
    productNumber,
    adminWhitelist: z.boolean().optional(),
  })
  .strict();
export type PartnerOrder = z.infer<typeof partnerOrderSchema>;
export const partnerOrdersSchema = z.array(partnerOrderSchema).min(1).max(100);

/** A booked service of a location, as orders, exports and the admin's lists show it. */
export const shopBookingSchema = z.object({
  orderServiceId: z.number().int(),
  orderNumber: z.string(),
  service: z.enum(shopServiceNames),
  productNumber: z.string(),
  year: z.number().int(),
  locationUuid: z.string(),
  locationName: z.string(),
  serials: z.array(z.string()),
  /** shop: paid in the web shop; partner: ordered in the portal; whitelist: given free by an admin. */
  source: z.enum(['shop', 'partner', 'whitelist']),
  free: z.boolean(),
  price: z.number(),
  /** Withdrawn by an admin: the service is not granted while blacklisted. */
  blacklisted: z.boolean(),
  bookedBy: z.string(),
  bookedAt: z.string(),
});
export type ShopBooking = z.infer<typeof shopBookingSchema>;

export const partnerOrderResponseSchema = z.object({
  orderNumber: z.string(),
  bookings: z.array(shopBookingSchema),
});
export const partnerOrdersResponseSchema = z.object({ orders: z.array(partnerOrderResponseSchema) });

/** GET /shop/refresh: the bookings the user may see (own locations; all for manufacturer staff). */
export const shopOrdersResponseSchema = z.object({ bookings: z.array(shopBookingSchema) });
export type ShopOrdersResponse = z.infer<typeof shopOrdersResponseSchema>;

export const blacklistResponseSchema = z.object({ booking: shopBookingSchema });

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/** POST /shop/serviceStats: bookings per month and service, for partners and manufacturer staff. */
export const serviceStatsRequestSchema = z
  .object({ from: month.optional(), to: month.optional(), service: z.enum(shopServiceNames).optional() })
  .strict();
export const serviceStatsResponseSchema = z.object({
  months: z.array(
    z.object({
      month: z.string(),
      counts: z.record(z.string(), z.number().int()),
      revenue: z.record(z.string(), z.number()),
    }),
  ),
  totals: z.record(z.string(), z.number().int()),
});
export type ServiceStatsResponse = z.infer<typeof serviceStatsResponseSchema>;

/** POST /shop/export/{format}: the bookings the user may see, filtered. */
export const shopExportRequestSchema = z
  .object({
    year: z.number().int().min(2000).max(2100).optional(),
    service: z.enum(shopServiceNames).optional(),
  })
  .strict();
/** POST /shop/exportBatch/{format}: chosen bookings. */
export const shopExportBatchRequestSchema = z
  .object({ orderServiceIds: z.array(z.number().int().positive()).min(1).max(10_000) })
  .strict();

/**
 * The web shop's order notification (POST /shop/notify), signed with the shared secret:
 * header `x-shop-signature: sha256=<hex HMAC-SHA256 of the raw body>`.
 */
export const shopNotificationSchema = z
  .object({
    orderNumber: z.string().regex(/^[A-Za-z0-9-]{4,40}$/),
    /** The basket the portal handed over (shopbasket=key), when the order came that way. */
    basketKey: z.string().max(100).optional(),
    /** The portal login the order is for (the shop's customer account). */
    customer: z.string().min(1).max(200),
    items: z.array(shopBasketSchema).min(1).max(20),
    paidAt: z.iso.datetime(),
  })
  .strict();
export type ShopNotification = z.infer<typeof shopNotificationSchema>;
export const shopNotificationResponseSchema = z.object({
  orderNumber: z.string(),
  /** The order number was applied before: nothing was booked again. */
  duplicate: z.boolean(),
  booked: z.number().int(),
  /** Locations that could not be booked (already booked, virtual, unknown): refunded by the shop. */
  rejected: z.array(z.object({ locationUuid: z.string(), reason: z.string() })),
});
export type ShopNotificationResponse = z.infer<typeof shopNotificationResponseSchema>;

/** GET /shop/basket/{key}: what the shop shows for a handed-over basket (signed like notifications). */
export const shopBasketContentSchema = z.object({
  key: z.string(),
  customer: z.string(),
  customerName: z.string(),
  items: z.array(
    shopBasketSchema.extend({
      name: z.string(),
      price: z.number(),
      locationNames: z.record(z.string(), z.string()),
      /** The service and year a checkout now books. */
      productConfig: productConfigSchema,
    }),
  ),
  total: z.number(),
  /**
   * Where the shop sends the customer back (scheme://host:port): the portal's address they ordered
   * by, one the portal is known by; absent: the shop's configured portal address.
   */
  returnUrl: z.string().optional(),
});
export type ShopBasketContent = z.infer<typeof shopBasketContentSchema>;
