/**
 * Method and path of every REST call: all a browser needs to call one. The schemas that check the
 * calls (api.ts) stay out of it, so the front ends' first screens need not build them (ADR 0007).
 */
export const endpointRoutes = {
  health: { method: 'get', path: '/health' },
  docs: { method: 'get', path: '/docs' },
  init: { method: 'get', path: '/info/init' },
  login: { method: 'post', path: '/info/login' },
  logout: { method: 'get', path: '/info/logout' },
  logoutRedirect: { method: 'get', path: '//logout' },
  saml2Login: { method: 'get', path: '/saml2/login' },
  saml2Acs: { method: 'post', path: '/saml2/acs' },
  saml2Logout: { method: 'get', path: '/saml2/logout' },
  saml2Metadata: { method: 'get', path: '/saml2/metadata' },
  pwChange: { method: 'post', path: '/info/pwChange' },
  pwReset: { method: 'post', path: '/info/pwReset' },
  addressDataGet: { method: 'get', path: '/info/addressdata' },
  addressDataPost: { method: 'post', path: '/info/addressdata' },
  partners: { method: 'post', path: '/info/partners' },
  language: { method: 'post', path: '/info/language' },
  file: { method: 'get', path: '/info/file/{id}' },
  register: { method: 'post', path: '/info/register' },
  unregister: { method: 'post', path: '/info/unregister' },
  canipConnect: { method: 'get', path: '/canip/{sn}' },
  canipDisconnect: { method: 'get', path: '/canip/{sn}/disconnect' },
  canipFetchErrors: { method: 'post', path: '/canip/{sn}/fetchErrors' },
  canipReloadLayout: { method: 'get', path: '/canip/{sn}/reloadLayout' },
  chartData: { method: 'post', path: '/charts/{sn}/data' },
  chartMeasurements: { method: 'post', path: '/charts/{sn}/measurements' },
  canipRequest: { method: 'post', path: '/canip/{sn}/request' },
  canipWrite: { method: 'post', path: '/canip/{sn}/write' },
  canipZustimmung: { method: 'post', path: '/canip/{sn}/zustimmung' },
  units: { method: 'post', path: '/info/units' },
  standortdaten: { method: 'post', path: '/info/standortdaten' },
  migrate: { method: 'post', path: '/info/migrate' },
  adminDeleteUnit: { method: 'delete', path: '/admin/unit/{sn}' },
  adminImpersonate: { method: 'get', path: '/admin/impersonate/{login}' },
  adminEndImpersonation: { method: 'get', path: '/admin/unimpersonate' },
  adminStyles: { method: 'get', path: '/admin/styles' },
  adminStylesSave: { method: 'post', path: '/admin/styles' },
  stylesheetCustom: { method: 'get', path: '/info/css/custom' },
  stylesheetLayout: { method: 'get', path: '/info/css/layout/{productGroup}' },
  shopServices: { method: 'post', path: '/shop/services' },
  shopGenerateBasket: { method: 'post', path: '/shop/generateShopBasket' },
  shopBasket: { method: 'get', path: '/shop/basket/{key}' },
  shopNotify: { method: 'post', path: '/shop/notify' },
  shopPartnerOrder: { method: 'post', path: '/shop/partnerOrder' },
  shopPartnerOrders: { method: 'post', path: '/shop/partnerOrders' },
  shopRefresh: { method: 'get', path: '/shop/refresh' },
  shopBlacklist: { method: 'get', path: '/shop/blacklist/{orderServiceId}' },
  shopDeblacklist: { method: 'get', path: '/shop/deblacklist/{orderServiceId}' },
  shopServiceStats: { method: 'post', path: '/shop/serviceStats' },
  shopExport: { method: 'post', path: '/shop/export/{format}' },
  shopExportBatch: { method: 'post', path: '/shop/exportBatch/{format}' },
  hzatoolStatusmap: { method: 'post', path: '/hzatool/statusmap' },
  hzatoolDeleteAnlage: { method: 'post', path: '/hzatool/deleteAnlage/{anlageId}' },
  hzatoolExport: { method: 'get', path: '/hzatool/export/{anlageUuid}' },
  hzatoolChpunits: { method: 'post', path: '/hzatool/chpunits' },
  hzatoolOperatingHours: { method: 'get', path: '/hzatool/fetchMsr2Betriebsstunden' },
  hzatoolGeneratePdf: { method: 'post', path: '/hzatool/generatePDF/{type}' },
  hzatoolGenerateXmls: { method: 'post', path: '/hzatool/generateXMLs' },
  hzatoolAbschreibungen: { method: 'post', path: '/hzatool/abschreibungen' },
  hzatoolFile: { method: 'get', path: '/hzatool/file/{id}' },
  hzatoolDeleteFile: { method: 'post', path: '/hzatool/deleteFile/{id}' },
  hzatoolHzaByDss: { method: 'get', path: '/hzatool/hzaByDss' },
  hzatoolHzaByPlz: { method: 'get', path: '/hzatool/hzaByPlz' },
  hzatoolVerbrauch: { method: 'post', path: '/hzatool/verbrauch' },
  hzatoolZusammenfassung: { method: 'post', path: '/hzatool/zusammenfassung' },
  hzatoolInit: { method: 'get', path: '/hzatool/init' },
  hzatoolSessionstore: { method: 'post', path: '/hzatool/sessionstore' },
  hzatoolOffices: { method: 'get', path: '/hzatool/offices' },
  hzatoolCountyOffice: { method: 'post', path: '/hzatool/countyOffice' },
  youtubeConsent: { method: 'post', path: '/info/youtubeCookie' },
  deviceMenu: { method: 'get', path: '/device/{sn}' },
  deviceServiceLevel: { method: 'post', path: '/device/{sn}/servicelevel' },
  deviceServiceLevelLeave: { method: 'delete', path: '/device/{sn}/servicelevel' },
  deviceUserSettings: { method: 'post', path: '/device/{sn}/settings' },
  deviceHeatingCurve: { method: 'post', path: '/device/{sn}/heatingcurve' },
  deviceNetwork: { method: 'post', path: '/device/{sn}/network' },
  deviceNetworkTest: { method: 'post', path: '/device/{sn}/networktest' },
  deviceCommissioning: { method: 'post', path: '/device/{sn}/commissioning' },
  deviceUnlock: { method: 'post', path: '/device/{sn}/unlock' },
  deviceCalibrate: { method: 'post', path: '/device/{sn}/calibrate' },
  devicePower: { method: 'post', path: '/device/{sn}/power' },
  simulationLockingFault: { method: 'post', path: '/simulation/{sn}/lockingFault' },
} as const satisfies Record<string, { method: 'get' | 'post' | 'delete'; path: string }>;

export type EndpointName = keyof typeof endpointRoutes;

/** The URL of a call: path parameters filled in (encoded), below /rest unless the path starts with `//`. */
export function endpointUrl(
  name: EndpointName,
  params: Record<string, string> = {},
  query: Record<string, string | undefined> = {},
): string {
  const filled = endpointRoutes[name].path.replace(/\{(\w+)\}/g, (_whole, param: string) =>
    encodeURIComponent(params[param] ?? ''),
  );
  const base = filled.startsWith('//') ? filled.slice(1) : `/rest${filled}`;
  const search = Object.entries(query)
    .flatMap(([key, value]) =>
      value === undefined ? [] : [`${encodeURIComponent(key)}=${encodeURIComponent(value)}`],
    )
    .join('&');
  return search ? `${base}?${search}` : base;
}
