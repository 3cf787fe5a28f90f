import { Inject, Injectable } from '@nestjs/common';
import {
  type CanipError,
  type CanipRequest,
  type CanipWrite,
  commandLimits,
  type Language,
  productNameFor,
  toCanipError,
  translateError,
} from '@portal/contracts';
import {
  type UnitKind,
  boardAttributes,
  chartConfig,
  findDataPointByKey,
  parseDataPointKey,
  validateWrite,
  writeErrorTexts,
} from '@portal/unit-catalog';
import { accessorOf } from '../audit/accessor.js';
import { AuditService } from '../audit/audit.service.js';
import { CommandsService } from '../commands/commands.service.js';
import { SessionStateService } from '../auth/session-state.service.js';
import { ApiException, invalidInput } from '../common/api-exception.js';
import { own } from '../common/own.js';
import type { Reply } from '../common/route.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DeviceGateway } from '../devices/device-gateway.js';
import { PresenceService } from '../devices/presence.service.js';
import type { TrendSeries } from '../live/domain-events.js';
import { LiveBus } from '../live/live-bus.js';
import { maskedValue } from '../live/serial-alias.js';
import { TimeseriesService } from '../timeseries/timeseries.service.js';
import { ConsentsService } from '../units/consents.service.js';
import { UnitsService } from '../units/units.service.js';
import type { SessionUser } from '../auth/session-user.js';
import { consentKeys, savedConsents } from '../units/consent.js';
import { UnitAccessService, accessDenied } from './unit-access.service.js';
import { StylesService } from '../styles/styles.service.js';
import { UnitDetailsService } from './unit-details.service.js';

/**
 * The browser session a call comes from; its connected units and counters live in SessionStateService.
 * `impersonatorId`: the admin acting as the user, `accessTokenId`: the token calling, both named in
 * the unit's access log.
 */
export interface BrowserSession {
  id: string;
  impersonatorId?: number;
  /** Set when the call came with a personal access token instead of a browser session. */
  accessTokenId?: number;
}

/** How long a unit streams fast after a connect or request (renewed while someone looks). */
const watchSeconds = 600;

/**
 * A key as the unit knows it: names given relative to a board (spec 7 boardName, default 'na' =
 * none) get the board in front unless they already start with one of the kind's boards.
 */
function qualifiedKey(kind: UnitKind, boardName: string, name: string): string {
  if (boardName === 'na') return name;
  const board = parseDataPointKey(name)?.board;
  return board !== undefined && kind.boards.some((b) => b.name === board) ? name : `${boardName}.${name}`;
}

/** The /rest/canip/* logic on top of the device gateway (spec 7, facts §5). */
@Injectable()
export class CanipService {
  private readonly watchedUntil = new Map<string, number>();

  constructor(
    @Inject(UnitsService) private readonly units: UnitsService,
    @Inject(UnitAccessService) private readonly unitAccess: UnitAccessService,
    @Inject(DeviceGateway) private readonly devices: DeviceGateway,
    @Inject(PresenceService) private readonly presence: PresenceService,
    @Inject(TimeseriesService) private readonly timeseries: TimeseriesService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(LiveBus) private readonly bus: LiveBus,
    @Inject(SessionStateService) private readonly sessionState: SessionStateService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(UnitDetailsService) private readonly unitDetails: UnitDetailsService,
    @Inject(StylesService) private readonly styles: StylesService,
    @Inject(ConsentsService) private readonly consents: ConsentsService,
    @Inject(CommandsService) private readonly commands: CommandsService,
  ) {}

  /**
   * Connects unit `sn.real` for the session. The answer names it by the serial it was asked for
   * (`sn.shown`): a demo session's fake, never the real one, also inside its values.
   */
  async connect(
    user: SessionUser,
    { real: sn, shown }: { real: string; shown: string },
    offline: boolean,
    session: BrowserSession,
  ): Promise<Reply<'canipConnect'>> {
    const context = await this.unitAccess.access(user, sn, 'connect');
    const { unit, kind } = context;
    let canipErrors: CanipError[];
    let firmware: string | null = this.presence.state(sn)?.firmware ?? null;
    if (offline) {
      canipErrors = (await this.presence.lastErrors(sn)).map(toCanipError);
    } else {
      this.requireOnline(sn);
      const [layout, errors] = await Promise.all([
        this.devices.call(sn, 'layout', {}),
        this.devices.call(sn, 'errors', {}),
        this.watch(sn, true),
      ]);
      firmware = layout.firmware;
      await this.presence.recordErrors(sn, errors.errors, Date.now());
      canipErrors = errors.errors.map(toCanipError);
    }
    if (context.isOperator) canipErrors = canipErrors.filter((error) => error.currentError);
    const newlyConnected = await this.sessionState.connect(session.id, sn);
    // Once while the session stays connected: a script that connects before every read would
    // otherwise fill the owner's access log (and the audit table) with the same entry.
    if (newlyConnected)
      await this.audit.record({
        actor: user.login,
        action: 'canip.connect',
        sn,
        details: { offline },
        ...this.accessor(user, context.isOperator, session),
      });
    // A demo session asked by its fake: its sockets show the unit under that fake.
    const shownAs = shown === sn ? undefined : shown;
    this.bus.publish({
      type: 'session.unitConnected',
      sessionId: session.id,
      sn,
      ...(shownAs ? { shownAs } : {}),
    });
    const latest = await this.timeseries.latestValues(sn);
    const now = Date.now();
    const boardValues = Object.fromEntries(
      Object.entries(latest).map(([key, { value, ts }]) => [
        key,
        { value: maskedValue(value, sn, shown), age: Math.max(0, Math.round((now - ts) / 1000)) },
      ]),
    );
    const online = !offline && this.devices.isOnline(sn);
    const details = await this.unitDetails.details({ real: sn, shown }, kind, latest, firmware, now);
    return {
      id: user.roles.includes('demo') ? null : unit.id,
      seriennummer: shown,
      productGroup: unit.productGroup,
      // The unit's own module, as the unit list shows it ('' for units that are no module of a cascade).
      module: unit.module,
      // Named as the skin sells it (issue 40, 40), as in the unit list.
      benennung: productNameFor(this.config.skin, unit.benennung),
      msrTyp: unit.msrTyp,
      hasVertrag: unit.hasVertrag,
      inbetriebnahmeDatum: unit.inbetriebnahmeDatum,
      connected: true,
      online,
      offline,
      firmware,
      zustimmungMap: unit.zustimmungMap,
      boards: boardAttributes(kind).map((board) => ({
        ...board,
        canipErrors: canipErrors.filter((error) => error.boardName === board.name),
      })),
      boardValues,
      layout: await this.layoutOf(kind),
      state: online ? { color: 'success', name: 'Online' } : { color: 'secondary', name: 'Offline' },
      ...details,
    };
  }

  async disconnect(sn: string, session: BrowserSession): Promise<{ success: boolean }> {
    await this.sessionState.setConnected(session.id, sn, false);
    this.bus.publish({ type: 'session.unitDisconnected', sessionId: session.id, sn });
    return { success: true };
  }

  async fetchErrors(user: SessionUser, sn: string, boardName: string | undefined) {
    const context = await this.unitAccess.access(user, sn, 'data');
    let errors;
    if (this.devices.isOnline(sn)) {
      errors = (await this.devices.call(sn, 'errors', boardName ? { board: boardName } : {})).errors;
      if (!boardName) await this.presence.recordErrors(sn, errors, Date.now());
    } else {
      errors = (await this.presence.lastErrors(sn)).filter(
        (error) => !boardName || error.boardName === boardName,
      );
    }
    const visible = context.isOperator ? errors.filter((error) => error.currentError) : errors;
    return { canipErrors: visible.map(toCanipError) };
  }

  async reloadLayout(user: SessionUser, sn: string) {
    const { kind } = await this.unitAccess.access(user, sn, 'connect');
    return {
      layout: await this.layoutOf(kind),
      charts: kind.charts.map((chart) => chartConfig(kind, chart)),
    };
  }

  /** The kind's layout, its css the URL of its layout stylesheet (spec 7, with the version query). */
  private async layoutOf(kind: UnitKind) {
    return { ...kind.layout, css: await this.styles.layoutUrl(kind.productGroup) };
  }

  async request(
    user: SessionUser,
    sn: string,
    body: CanipRequest,
    session: BrowserSession,
    language: Language,
  ) {
    const { kind } = await this.unitAccess.access(user, sn, 'data');
    await this.requireConnected(session, sn);
    const wanted = [
      ...(body.keys ?? []),
      ...(body.dataPointNames ?? []).map((name) => qualifiedKey(kind, body.boardName ?? 'na', name)),
    ];
    const errorKeys: string[] = [];
    const keys: string[] = [];
    for (const key of new Set(wanted)) {
      const def = findDataPointByKey(kind, key);
      if (!def) errorKeys.push(key);
      // A whole array is asked for item by item.
      else if (def.array && !key.endsWith(']'))
        for (let i = 0; i < def.length; i += 1) keys.push(`${key}[${i}]`);
      else keys.push(key);
    }
    const requestCounters = await this.requestCounters(session, wanted, body);
    if (keys.length > 0) {
      this.requireOnline(sn);
      const answer = await this.devices.call(sn, 'read', { keys });
      await this.watch(sn, false);
      errorKeys.push(...answer.errorKeys);
      const counters = Object.fromEntries(
        keys
          .map((key) => [key, requestCounters.get(key) ?? requestCounters.get(key.replace(/\[\d+\]$/, ''))])
          .filter((entry): entry is [string, string] => entry[1] !== undefined),
      );
      this.bus.publish({
        type: 'unit.valuesRead',
        sessionId: session.id,
        sn,
        values: answer.values,
        ts: Date.now(),
        requestCounters: counters,
        trends: await this.trending(sn, wanted, body),
      });
    }
    const requestKeys = requestCounters.size
      ? Object.fromEntries([...requestCounters].map(([key, counter]) => [key, `${key}${counter}`]))
      : undefined;
    return {
      success: errorKeys.length === 0,
      errorKeys,
      message: errorKeys.length === 0 ? '' : translateError('exception.validation', language),
      ...(requestKeys ? { requestKeys } : {}),
    };
  }

  /**
   * Writes values to the unit (spec 7). Every key is checked first; only valid keys are sent, as one
   * command (issue 44): at once to a unit online, queued for one offline (`queued`, with its expiry).
   * The command's moves are audited; each key's outcome too, once the command has ended or queued.
   */
  async write(user: SessionUser, sn: string, body: CanipWrite, session: BrowserSession, language: Language) {
    const { kind, isOperator, unit } = await this.unitAccess.access(user, sn, 'data');
    await this.requireConnected(session, sn);
    const accessor = this.accessor(user, isOperator, session);
    // Maps, not object literals: keys come from the caller ('constructor', 'toString').
    const errors = new Map<string, string>();
    const accepted = new Map<string, unknown>();
    const submitted = Object.entries(body.values).map(
      ([name, value]) => [qualifiedKey(kind, body.boardName, name), value] as const,
    );
    for (const [key, value] of submitted) {
      const problem = validateWrite(kind, key, value);
      if (problem) errors.set(key, problem);
      else accepted.set(key, value);
    }
    const result =
      accepted.size === 0
        ? undefined
        : await this.commands.submit(
            {
              sn,
              productGroup: unit.productGroup,
              values: Object.fromEntries(accepted),
              expiresInHours: body.expiresInHours ?? commandLimits.expiryHours.default,
            },
            { login: user.login, accessor },
          );
    const command = result?.row;
    for (const [key, problem] of Object.entries(command?.errors ?? {})) errors.set(key, problem);
    const failure = command?.state === 'failed' && !result?.error ? command.reason : null;
    await this.audit.recordAll(
      submitted.map(([key, value]) => ({
        actor: user.login,
        action: 'canip.write',
        sn,
        details: {
          key,
          oldValue: command && Object.hasOwn(command.before, key) ? command.before[key] : null,
          newValue: value,
          readBack: command && Object.hasOwn(command.readBack, key) ? command.readBack[key] : null,
          result:
            errors.get(key) ??
            (result?.queued
              ? 'queued'
              : command?.state === 'failed' && accepted.has(key)
                ? command.reason
                : 'ok'),
          ...(command && { commandId: command.id }),
        },
        ...accessor,
      })),
    );
    if (result?.error) throw result.error;
    const errorKeys = [...errors.keys()];
    const messages = [...errors].map(
      ([key, problem]) => `${key}: ${own(writeErrorTexts, problem)?.[language] ?? problem}`,
    );
    if (failure && failure !== 'exception.unitrefused') messages.push(translateError(failure, language));
    return {
      success: errorKeys.length === 0 && !failure,
      errorKeys,
      errors: Object.fromEntries(errors),
      message: messages.join('; '),
      values: command?.readBack ?? {},
      ...(command && { commandId: command.id, queued: result?.queued ?? false }),
    };
  }

  /**
   * Saves the operator's consents as new versions of their records (ADR 0020). Consents taken go
   * out at once: every instance takes the sockets of those who lost them out of the unit's room
   * (and of its further controllers' rooms, which go by a lead controller's consents).
   */
  async zustimmung(
    user: SessionUser,
    sn: string,
    submitted: Record<string, boolean>,
    session: BrowserSession,
  ) {
    const unit = await this.units.findVisible(sn, user);
    if (!unit || !(await this.units.isOperator(sn, user.id))) throw accessDenied(sn);
    const allowed = new Set(consentKeys(this.config.brand));
    const unknown = Object.keys(submitted).filter((key) => !allowed.has(key));
    if (unknown.length > 0)
      throw invalidInput(Object.fromEntries(unknown.map((key) => [key, ['validation.invalid']])));
    const next = savedConsents(this.config.brand, unit.zustimmungMap, submitted);
    const change = await this.consents.save(sn, next, { userId: user.id, login: user.login });
    await this.audit.record({
      actor: user.login,
      action: 'canip.zustimmung',
      sn,
      details: { oldValue: change.before, newValue: next },
      ...this.accessor(user, true, session),
    });
    this.bus.publish({ type: 'unit.consentChanged', sn, zustimmungMap: next });
    if (change.revoked.length > 0) {
      for (const reach of await this.units.revocationReach(sn))
        this.bus.publish({
          type: 'unit.accessRevoked',
          sn: reach.sn,
          revoked: change.revoked,
          operators: reach.operators,
        });
    }
    return next;
  }

  /** The accessor fields of an audit entry of this user's access to a unit. */
  /** The unit's commands waiting, on their way and lately ended (issue 44). */
  async commandList(user: SessionUser, sn: string): Promise<Reply<'unitCommands'>> {
    await this.unitAccess.access(user, sn, 'data');
    return this.commands.list(sn);
  }

  /** Cancels a command still waiting for the unit, in the name of whoever cancels it. */
  async cancelCommand(user: SessionUser, sn: string, id: number, session: BrowserSession) {
    const { isOperator } = await this.unitAccess.access(user, sn, 'data');
    return this.commands.cancel(sn, id, {
      login: user.login,
      accessor: this.accessor(user, isOperator, session),
    });
  }

  private accessor(user: SessionUser, isOperator: boolean, session: BrowserSession) {
    return accessorOf(user, isOperator, this.config.brand, session.impersonatorId, session.accessTokenId);
  }

  private requireOnline(sn: string): void {
    if (!this.devices.isOnline(sn)) throw new ApiException(503, 'exception.unitoffline');
  }

  private async requireConnected(session: BrowserSession, sn: string): Promise<void> {
    if (!(await this.sessionState.isConnected(session.id, sn)))
      throw new ApiException(409, 'exception.notconnected');
  }

  /** Asks the unit to stream fast, unless a recent watch still runs for a while. */
  private async watch(sn: string, force: boolean): Promise<void> {
    const until = this.watchedUntil.get(sn) ?? 0;
    if (!force && until - Date.now() > (watchSeconds * 1000) / 2) return;
    const answer = await this.devices.call(sn, 'watch', { seconds: watchSeconds });
    this.watchedUntil.set(sn, answer.until);
  }

  /** Keys asked with the parameter `trending` also get their last hour of stored samples. */
  private async trending(sn: string, keys: readonly string[], body: CanipRequest): Promise<TrendSeries[]> {
    const wanted = keys.filter(
      (key) => own(own(body.keyParameters, key), 'trending') ?? own(body.parameters, 'trending'),
    );
    const to = new Date();
    const from = new Date(to.getTime() - 3_600_000);
    return Promise.all(
      wanted.map(async (key) => ({ key, points: await this.timeseries.samples(sn, key, from, to) })),
    );
  }

  /** Keys asked with request parameters get the session's next 3-digit counter (spec 7). */
  private async requestCounters(
    session: BrowserSession,
    keys: readonly string[],
    body: CanipRequest,
  ): Promise<Map<string, string>> {
    const asked = keys.filter((key) => body.parameters || own(body.keyParameters, key));
    return this.sessionState.nextRequestCounters(session.id, asked);
  }
}
