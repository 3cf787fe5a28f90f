// The public surface of web-kit: the front-end runtime shared (as one federation singleton) by the
// shell and every remote.
export { ApiError } from './api/api-error.js';
export { openAddressDialog, provideAddressDialog, type AddressPrefill } from './account/address-dialog.js';
export { RequiredError, call, type AnswerOf, type CallOptions, type Endpoints } from './api/client.js';
export { adoptEarlyAnswer, hasEarlyAnswer } from './api/early-answers.js';
export {
  PortalQueryProvider,
  endpointKey,
  invalidateEndpoint,
  portalQueryClient,
  prefetchEndpoint,
  updateEndpointAnswer,
  useEndpointQuery,
  type QuerySettings,
} from './api/queries.js';
export {
  useEndpointMutation,
  type EndpointMutation,
  type MutationSettings,
  type MutationVariables,
} from './api/mutations.js';
export {
  catalogueProblems,
  defineCatalogue,
  registerCatalogue,
  type Catalogue,
  type MessageIdOf,
} from './i18n/catalogue.js';
export { formatExcelDate, formats } from './i18n/formats.js';
export { PortalIntlProvider, useErrorText } from './i18n/intl-root.js';
export { hasMessage, type MessageId, type MessageIdsAfter } from './i18n/message-id.js';
export { uiText, uiTexts, useUiText, type UiTextId } from './i18n/ui-texts.js';
export { adviceEvidenceMessages } from './chart/advice-evidence-messages.js';
export { languageAtom, localeOf } from './i18n/language.js';
export {
  liveSocket,
  liveStatusAtom,
  maxReconnectAttempts,
  reconnectDelayMs,
  type LiveStatus,
} from './live/live-socket.js';
export { alarmReloadMs, useAlarmReload } from './live/use-alarm-reload.js';
export {
  appInfoAtom,
  currentUserAtom,
  isPublicPath,
  sessionAtom,
  sessionFromInit,
  type Session,
} from './state/session.js';
export { refreshSession } from './state/refresh.js';
export { logoutUrl, returnPath } from './state/logout.js';
export { portalStore } from './state/store.js';
export {
  PortalStateProvider,
  atom,
  useAtom,
  useAtomValue,
  useSetAtom,
  type Atom,
  type PrimitiveAtom,
  type WritableAtom,
} from './state/portal-jotai.js';
export * from './routing/router.js';
export {
  mirrorUnitListViewInCookie,
  unitListViewAtom,
  unitListViewOfCookie,
  type UnitListView,
} from './state/unit-list-view.js';
export { confirmDialog, type ConfirmOptions } from './ui/confirm.js';
export { FormDialog, type FormDialogProps } from './ui/form-dialog.js';
export { EmptyState } from './ui/design/empty-state.js';
export { Skeleton, SkeletonLine } from './ui/design/skeleton.js';
export { StatusBadge, type UnitState } from './ui/design/status-badge.js';
export { SeverityBadge, severityColors, severityLooks } from './ui/design/severity-badge.js';
export { liftBackdrop } from './ui/lift-backdrop.js';
export { ModalHost, baseModalZIndex, openModal } from './ui/modal-host.js';
export {
  ToastHost,
  closeToast,
  showFailure,
  showToast,
  toastDurationMs,
  type ToastInput,
  type ToastMessage,
  type ToastVariant,
} from './ui/toasts.js';
export {
  ServerScreenSize,
  breakpoints,
  mirrorScreenSizeInCookie,
  screenSizeOf,
  screenSizeOfCookie,
  useScreenSize,
  widthClassOf,
  type ScreenSize,
  type WidthClass,
} from './util/breakpoints.js';
export { debounce, throttle, type Debounced } from './util/timing.js';
export { useSettledValue } from './util/use-settled-value.js';
export { useWatcherCount, watcherLimit } from './util/watcher-count.js';
export { useIdle, whenIdle } from './util/when-idle.js';
export { browserPage } from './util/browser-page.js';
export { inDevelopment, reportInDevelopment } from './util/report.js';
export { guarded, reportClosureError, reportUncaughtClosureErrors } from './util/closure-errors.js';
export { debugActiveAtom, debugModeAtom, persistentFlagAtom } from './state/debug-mode.js';
export { ListPagination, pageWindow } from './ui/list-pagination.js';
export { SearchBox, searchDebounceMs } from './ui/search-box.js';
export { TextField, type TextFieldProps } from './ui/text-field.js';
export { PageTitle } from './ui/page-title.js';
export { ScrollRegion } from './ui/scroll-region.js';
export { ScrollTable } from './ui/scroll-table.js';
export { SecretOnce, type SecretOnceProps, type SecretOnceTexts } from './ui/secret-once.js';
export { applyStylesheet, type PortalStylesheet } from './ui/stylesheets.js';
export { RemoteComponent, provideRemoteLoader, warmUpRemoteModule } from './federation/remote-component.js';
export { UnderConstructionPage } from './ui/under-construction-page.js';
export { renderStandalone } from './ui/standalone.js';
export {
  currentUnitAtom,
  offlineUnitsAtom,
  unitErrorsAtom,
  unitValuesAtom,
  type ConnectedUnit,
  type CurrentUnit,
} from './unit/current-unit.js';
export { loadCurrentUnit } from './unit/unit-loader.js';
export { baseKey, keyIndex, unitMetadata, type UnitMetadata } from './unit/unit-metadata.js';
export { canipValueKey, displayValue, type UnitValue, type UnitValues } from './unit/unit-values.js';
export { unitValueAtom, useUnitValues } from './unit/unit-value-atoms.js';
export { layoutStoragePrefix } from './unit/local-layout-key.js';
export { commandExpiryChoices, defaultCommandExpiryHours, useExpiryText } from './unit/command-expiry.js';
// Serials read the same in the portal and in the back end's documents.
export { formatSerial } from '@portal/contracts/frontend';
export {
  curvePoints,
  dachsCurve,
  defaultViewWidth,
  flowAt,
  flowAxis,
  minus10,
  outsideFrom,
  outsideTo,
  plus15,
  slopeCurve,
  viewHeight,
  type CurvePoint,
  type LinearCurve,
} from './unit/heating-curve.js';
