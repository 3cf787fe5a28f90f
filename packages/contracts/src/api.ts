import { z } from 'zod';
import { type EndpointName, endpointRoutes } from './endpoint-routes.js';
import {
  canipRequestResponseSchema,
  canipRequestSchema,
  canipUnitSchema,
  canipWriteResponseSchema,
  canipWriteSchema,
  fetchErrorsResponseSchema,
  fetchErrorsSchema,
  reloadLayoutResponseSchema,
  successResponseSchema,
  zustimmungSchema,
} from './canip.js';
import {
  chartDataRequestSchema,
  chartDataResponseSchema,
  measurementRequestSchema,
  measurementResponseSchema,
} from './charts.js';
import {
  locationEntrySchema,
  migrateRequestSchema,
  migrateResponseSchema,
  standortdatenRequestSchema,
  unitListRequestSchema,
  unitListResponseSchema,
} from './unit-list.js';
import {
  addressDataResponseSchema,
  addressDataSchema,
  emptyBodySchema,
  languageRequestSchema,
  healthResponseSchema,
  initResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  partnersResponseSchema,
  pwChangeRequestSchema,
  pwResetRequestSchema,
  registerRequestSchema,
  resultResponseSchema,
  unregisterRequestSchema,
} from './info.js';
import {
  blacklistResponseSchema,
  partnerOrderResponseSchema,
  partnerOrderSchema,
  partnerOrdersResponseSchema,
  partnerOrdersSchema,
  serviceStatsRequestSchema,
  serviceStatsResponseSchema,
  shopBasketContentSchema,
  shopBasketKeyResponseSchema,
  shopBasketSchema,
  shopExportBatchRequestSchema,
  shopExportRequestSchema,
  shopNotificationResponseSchema,
  shopNotificationSchema,
  shopOrdersResponseSchema,
  shopServicesRequestSchema,
  shopServicesResponseSchema,
} from './shop.js';

/**
 * Who may call an endpoint: anyone, any logged-in user, or logged-in users holding one of `roles`
 * (any role when omitted) and none of `excludedRoles`.
 */
export type Access = 'public' | 'user' | { roles?: readonly string[]; excludedRoles?: readonly string[] };

/** The shared demo login must not change the account's password, data or existence (spec 6). */
const notDemo = { excludedRoles: ['demo'] } as const;

export interface Endpoint {
  method: 'get' | 'post' | 'delete';
  /** Path below /rest (or absolute when it starts with `//`), OpenAPI style: `{id}`. */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  body?: z.ZodType;
  query?: z.ZodObject;
  /** A schema for JSON answers, or a media description for files and redirects. */
  response: z.ZodType | { kind: 'file' } | { kind: 'redirect' };
  /** A GET that changes state (session, impersonation, a unit's streaming): refused from other sites. */
  changesState?: true;
  /** Open to legacy operators (betreiberold), who may do nothing else until they migrated (spec 4, 6). */
  openToLegacy?: true;
  /**
   * Posted by the browser from another site on purpose, carrying a message signed by that site (the
   * identity provider's SAML answer): not refused as cross-site.
   */
  fromOtherSites?: true;
}

/** Every REST call of the portal; the OpenAPI document and the typed client are derived from it. */
export const endpoints = {
  health: {
    ...endpointRoutes.health,
    summary: 'Liveness and database check',
    tag: 'platform',
    access: 'public',
    response: healthResponseSchema,
    openToLegacy: true,
  },
  docs: {
    ...endpointRoutes.docs,
    summary: 'This OpenAPI document',
    tag: 'platform',
    access: 'public',
    response: z.record(z.string(), z.unknown()),
    openToLegacy: true,
  },
  init: {
    ...endpointRoutes.init,
    summary: 'App info, login state and the current user',
    tag: 'info',
    access: 'public',
    response: initResponseSchema,
    openToLegacy: true,
  },
  login: {
    ...endpointRoutes.login,
    summary: 'Log in with user and password, or with a login hash',
    tag: 'info',
    access: 'public',
    body: loginRequestSchema,
    response: loginResponseSchema,
    openToLegacy: true,
  },
  logout: {
    ...endpointRoutes.logout,
    summary: 'End the session',
    tag: 'info',
    access: 'public',
    response: resultResponseSchema,
    changesState: true,
    openToLegacy: true,
  },
  logoutRedirect: {
    ...endpointRoutes.logoutRedirect,
    summary: 'End the session and redirect to returnUrl (same origin only)',
    tag: 'info',
    access: 'public',
    query: z.object({ returnUrl: z.string().optional() }),
    response: { kind: 'redirect' },
    changesState: true,
    openToLegacy: true,
  },
  saml2Login: {
    ...endpointRoutes.saml2Login,
    summary: 'Single sign-on: redirect to the identity provider (RelayState: the page to return to)',
    tag: 'saml2',
    access: 'public',
    query: z.object({ RelayState: z.string().max(2000).optional() }),
    response: { kind: 'redirect' },
    openToLegacy: true,
  },
  saml2Acs: {
    ...endpointRoutes.saml2Acs,
    summary: "Single sign-on: the identity provider's signed answer; logs in and redirects to RelayState",
    tag: 'saml2',
    access: 'public',
    body: z.object({
      SAMLResponse: z.string().min(1).max(500_000),
      RelayState: z.string().max(2000).optional(),
    }),
    response: { kind: 'redirect' },
    changesState: true,
    fromOtherSites: true,
    openToLegacy: true,
  },
  saml2Logout: {
    ...endpointRoutes.saml2Logout,
    summary:
      "Single logout: ends the session, then at the identity provider, and returns to redirect; also takes the provider's logout messages",
    tag: 'saml2',
    access: 'public',
    query: z.object({
      redirect: z.string().max(2000).optional(),
      SAMLRequest: z.string().max(100_000).optional(),
      SAMLResponse: z.string().max(100_000).optional(),
      RelayState: z.string().max(2000).optional(),
      SigAlg: z.string().max(200).optional(),
      Signature: z.string().max(2000).optional(),
    }),
    response: { kind: 'redirect' },
    openToLegacy: true,
  },
  saml2Metadata: {
    ...endpointRoutes.saml2Metadata,
    summary: "Single sign-on: the portal's service provider metadata (XML)",
    tag: 'saml2',
    access: 'public',
    response: { kind: 'file' },
    openToLegacy: true,
  },
  pwChange: {
    ...endpointRoutes.pwChange,
    summary: 'Change the own password',
    tag: 'info',
    access: notDemo,
    body: pwChangeRequestSchema,
    response: resultResponseSchema,
  },
  pwReset: {
    ...endpointRoutes.pwReset,
    summary: 'Send a one-time password reset link (same answer for unknown addresses)',
    tag: 'info',
    access: 'public',
    body: pwResetRequestSchema,
    response: resultResponseSchema,
  },
  addressDataGet: {
    ...endpointRoutes.addressDataGet,
    summary: 'The own address data',
    tag: 'info',
    access: 'user',
    response: addressDataResponseSchema,
  },
  addressDataPost: {
    ...endpointRoutes.addressDataPost,
    summary: 'Save the own address data',
    tag: 'info',
    access: notDemo,
    body: addressDataSchema,
    response: addressDataResponseSchema,
  },
  partners: {
    ...endpointRoutes.partners,
    summary: 'Service partners of the operator',
    tag: 'info',
    access: { roles: ['betreiber'] },
    body: emptyBodySchema,
    response: partnersResponseSchema,
  },
  language: {
    ...endpointRoutes.language,
    summary: 'Save the own UI language',
    tag: 'info',
    access: 'user',
    body: languageRequestSchema,
    response: resultResponseSchema,
    openToLegacy: true,
  },
  file: {
    ...endpointRoutes.file,
    summary: 'Download a file; ?show displays it inline',
    tag: 'info',
    access: 'user',
    query: z.object({ show: z.string().optional() }),
    response: { kind: 'file' },
  },
  register: {
    ...endpointRoutes.register,
    summary: 'Register an operator account (confirmed by e-mail)',
    tag: 'info',
    access: 'public',
    body: registerRequestSchema,
    response: resultResponseSchema,
  },
  unregister: {
    ...endpointRoutes.unregister,
    summary: 'Delete the own account after re-entering the password',
    tag: 'info',
    access: notDemo,
    body: unregisterRequestSchema,
    response: resultResponseSchema,
  },
  canipConnect: {
    ...endpointRoutes.canipConnect,
    summary:
      'Connect a unit: boards, errors, last values; the unit streams fast while connected. ?offline uses the last known values without the device',
    tag: 'canip',
    access: 'user',
    query: z.object({ offline: z.string().optional() }),
    response: canipUnitSchema,
    changesState: true,
  },
  canipDisconnect: {
    ...endpointRoutes.canipDisconnect,
    summary: 'Stop receiving live values of a unit',
    tag: 'canip',
    access: 'user',
    response: successResponseSchema,
    changesState: true,
  },
  canipFetchErrors: {
    ...endpointRoutes.canipFetchErrors,
    summary: "The unit's error list (current and history), optionally of one board",
    tag: 'canip',
    access: 'user',
    body: fetchErrorsSchema,
    response: fetchErrorsResponseSchema,
  },
  canipReloadLayout: {
    ...endpointRoutes.canipReloadLayout,
    summary: "The unit kind's layout and charts, freshly loaded",
    tag: 'canip',
    access: 'user',
    response: reloadLayoutResponseSchema,
  },
  chartData: {
    ...endpointRoutes.chartData,
    summary:
      "A chart's history: one row per bucket, the resolution chosen by the server, with events and offline spans",
    tag: 'charts',
    access: 'user',
    body: chartDataRequestSchema,
    response: chartDataResponseSchema,
  },
  chartMeasurements: {
    ...endpointRoutes.chartMeasurements,
    summary: 'Measurement load: power curves (p_*) and energy per day (e_*) for the runtime analysis',
    tag: 'charts',
    access: 'user',
    body: measurementRequestSchema,
    response: measurementResponseSchema,
  },
  canipRequest: {
    ...endpointRoutes.canipRequest,
    summary: 'Ask the unit for values; they arrive over the websocket as CanipValue',
    tag: 'canip',
    access: 'user',
    body: canipRequestSchema,
    response: canipRequestResponseSchema,
  },
  canipWrite: {
    ...endpointRoutes.canipWrite,
    summary: 'Write values (display units) to the unit; invalid keys come back in errorKeys and are not sent',
    tag: 'canip',
    access: notDemo,
    body: canipWriteSchema,
    response: canipWriteResponseSchema,
  },
  canipZustimmung: {
    ...endpointRoutes.canipZustimmung,
    summary: "Save the operator's consents; DACHSWEB false turns both remote-access consents off",
    tag: 'canip',
    access: notDemo,
    body: zustimmungSchema,
    response: zustimmungSchema,
  },
  units: {
    ...endpointRoutes.units,
    summary: 'The units (or locations with their units) the user may see, filtered and paged',
    tag: 'info',
    access: 'user',
    body: unitListRequestSchema,
    response: unitListResponseSchema,
  },
  standortdaten: {
    ...endpointRoutes.standortdaten,
    summary: 'Create or edit a location and choose its units',
    tag: 'info',
    access: notDemo,
    body: standortdatenRequestSchema,
    response: locationEntrySchema,
  },
  migrate: {
    ...endpointRoutes.migrate,
    summary:
      'Migrate a legacy account (e-mail twice), add an old unit (serial and password) or an external unit',
    tag: 'info',
    access: notDemo,
    body: migrateRequestSchema,
    response: migrateResponseSchema,
    openToLegacy: true,
  },
  adminDeleteUnit: {
    ...endpointRoutes.adminDeleteUnit,
    summary: 'Delete an external unit',
    tag: 'admin',
    access: { roles: ['admin'] },
    response: successResponseSchema,
  },
  adminImpersonate: {
    ...endpointRoutes.adminImpersonate,
    summary: 'Continue this session as another user (audited); /admin/unimpersonate returns',
    tag: 'admin',
    access: { roles: ['admin'] },
    response: resultResponseSchema,
    changesState: true,
  },
  adminEndImpersonation: {
    ...endpointRoutes.adminEndImpersonation,
    summary: 'Return from impersonation to the admin who started it',
    tag: 'admin',
    access: 'user',
    response: resultResponseSchema,
    changesState: true,
    openToLegacy: true,
  },
  shopServices: {
    ...endpointRoutes.shopServices,
    summary: 'The service catalogue for the user, how the user orders (shop or portal) and maintenance',
    tag: 'shop',
    access: 'user',
    body: shopServicesRequestSchema,
    response: shopServicesResponseSchema,
  },
  shopGenerateBasket: {
    ...endpointRoutes.shopGenerateBasket,
    summary: 'Hand a basket (product, count, locations with serials) to the web shop; answers its key',
    tag: 'shop',
    access: notDemo,
    body: shopBasketSchema,
    response: shopBasketKeyResponseSchema,
  },
  shopBasket: {
    ...endpointRoutes.shopBasket,
    summary: 'For the web shop: a handed-over basket (x-shop-signature: HMAC of the key)',
    tag: 'shop',
    access: 'public',
    response: shopBasketContentSchema,
  },
  shopNotify: {
    ...endpointRoutes.shopNotify,
    summary: 'For the web shop: a paid order, applied once (x-shop-signature: HMAC of the body)',
    tag: 'shop',
    access: 'public',
    body: shopNotificationSchema,
    response: shopNotificationResponseSchema,
  },
  shopPartnerOrder: {
    ...endpointRoutes.shopPartnerOrder,
    summary: 'A partner books a service for a location; adminWhitelist books it free (admin, hza_admin)',
    tag: 'shop',
    access: notDemo,
    body: partnerOrderSchema,
    response: partnerOrderResponseSchema,
  },
  shopPartnerOrders: {
    ...endpointRoutes.shopPartnerOrders,
    summary: 'Several partner orders at once, all or none',
    tag: 'shop',
    access: notDemo,
    body: partnerOrdersSchema,
    response: partnerOrdersResponseSchema,
  },
  shopRefresh: {
    ...endpointRoutes.shopRefresh,
    summary: "The booked services the user may see (the user's locations; all for manufacturer staff)",
    tag: 'shop',
    access: 'user',
    response: shopOrdersResponseSchema,
  },
  shopBlacklist: {
    ...endpointRoutes.shopBlacklist,
    summary: 'Withdraw a booked service (admin, hza_admin; audited)',
    tag: 'shop',
    access: 'user',
    response: blacklistResponseSchema,
    changesState: true,
  },
  shopDeblacklist: {
    ...endpointRoutes.shopDeblacklist,
    summary: 'Grant a withdrawn service again (admin, hza_admin; audited)',
    tag: 'shop',
    access: 'user',
    response: blacklistResponseSchema,
    changesState: true,
  },
  shopServiceStats: {
    ...endpointRoutes.shopServiceStats,
    summary: 'Bookings and revenue per month and service (partners: their locations; manufacturer: all)',
    tag: 'shop',
    access: 'user',
    body: serviceStatsRequestSchema,
    response: serviceStatsResponseSchema,
  },
  shopExport: {
    ...endpointRoutes.shopExport,
    summary: 'The bookings the user may see as CSV or XLSX (format csv or xlsx)',
    tag: 'shop',
    access: 'user',
    body: shopExportRequestSchema,
    response: { kind: 'file' },
  },
  shopExportBatch: {
    ...endpointRoutes.shopExportBatch,
    summary: 'Chosen bookings as CSV or XLSX',
    tag: 'shop',
    access: 'user',
    body: shopExportBatchRequestSchema,
    response: { kind: 'file' },
  },
} as const satisfies { [N in EndpointName]: Endpoint };
