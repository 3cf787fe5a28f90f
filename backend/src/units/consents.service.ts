import { Inject, Injectable } from '@nestjs/common';
import {
  type ConsentGrantee,
  type ConsentGranteeKind,
  type ConsentRecord,
  type ConsentScope,
  consentGranteeKinds,
  consentScopes,
  consentTextVersion,
  granteeConsentKey,
} from '@portal/contracts';
import { DATABASE, type Database } from '../database/database.js';
import { consentGrantee, revokedConsents } from './consent.js';
import {
  type ConsentRecordRow,
  ConsentRecordsRepository,
  type NewConsentRecord,
} from './consent-records.repository.js';
import type { UnitLimit } from './unit-visibility.js';

/** A unit's consent map (spec 3 zustimmungMap). */
type ZustimmungMap = Record<string, boolean>;

/** Who decided on a consent: an account, or a step that had no one ('seed', 'migration'). */
export interface ConsentDecider {
  userId: number | null;
  login: string;
}

/** A token's or webhook's consents: on which of its owner's units, to do what, until when. */
export interface GranteeGrant {
  grantee: ConsentGrantee;
  /** Its name (a token's) or address (a webhook's). */
  label: string;
  /** A token's units; undefined: all the owner operates. */
  reach: UnitLimit | undefined;
  scope: ConsentScope[];
  until: Date | null;
}

export interface ConsentChange {
  before: ZustimmungMap;
  after: ZustimmungMap;
  /** The keys given before and taken now: their grantees lose access at once. */
  revoked: string[];
}

/**
 * A unit's consents as versioned records (ADR 0020). The map the spec's calls answer is their
 * projection, written in the same transaction, so readers of the map need not know the records.
 */
@Injectable()
export class ConsentsService {
  constructor(
    @Inject(ConsentRecordsRepository) private readonly records: ConsentRecordsRepository,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  /**
   * Saves `after` as the unit's map: every key whose value changes gets a new version, the old one
   * ended. `db`: the caller's transaction (a new unit's first consents), else one of its own.
   */
  async save(sn: string, after: ZustimmungMap, by: ConsentDecider, db?: Database): Promise<ConsentChange> {
    const run = async (tx: Database): Promise<ConsentChange> => {
      const before = (await this.records.lockMap(tx, sn)) ?? {};
      const at = new Date();
      const rows = Object.entries(after)
        .filter(([key, granted]) => before[key] !== granted)
        .map(([key, granted]) => recordOf(sn, key, granted, by, at));
      await this.records.replace(tx, sn, rows, after, at);
      return { before, after, revoked: revokedConsents(before, after) };
    };
    return db ? run(db) : this.db.transaction(run);
  }

  /**
   * A token's or webhook's consents (ADR 0020): one record on each unit its owner operates within
   * its reach, valid until it expires. Partners' and staff's tokens reach units by the owners'
   * consents to them and add none of their own.
   */
  async grant(grant: GranteeGrant, by: ConsentDecider & { userId: number }): Promise<void> {
    const key = granteeConsentKey(grant.grantee);
    await this.db.transaction(async (tx) => {
      const sns = await this.records.operatedSerials(tx, by.userId, grant.reach);
      const at = new Date();
      // A webhook's new address follows the version its old one ended with.
      await this.records.endCurrent(tx, key, at);
      await this.records.insert(
        tx,
        sns.map((sn) => ({
          ...recordOf(sn, key, true, by, at),
          granteeLabel: grant.label,
          scope: grant.scope,
          validTo: grant.until,
        })),
      );
    });
  }

  /** Ends a token's or webhook's consents still running: a version not given follows on each unit. */
  async end(grantee: ConsentGrantee, label: string, by: ConsentDecider): Promise<void> {
    const key = granteeConsentKey(grantee);
    await this.db.transaction(async (tx) => {
      const at = new Date();
      const sns = await this.records.endGranted(tx, key, at);
      await this.records.insert(
        tx,
        sns.map((sn) => ({ ...recordOf(sn, key, false, by, at), granteeLabel: label, scope: [] })),
      );
    });
  }

  /** Every version of the unit's consents, newest first. */
  async history(sn: string): Promise<ConsentRecord[]> {
    return (await this.records.history(sn)).map(toConsentRecord);
  }
}

function recordOf(sn: string, key: string, granted: boolean, by: ConsentDecider, at: Date): NewConsentRecord {
  return {
    sn,
    key,
    ...consentGrantee(key),
    granted,
    grantedByUserId: by.userId,
    grantedByLogin: by.login,
    validFrom: at,
    textVersion: consentTextVersion(key),
  };
}

function toConsentRecord(row: ConsentRecordRow): ConsentRecord {
  const { granteeKind, scope } = consentGrantee(row.key);
  return {
    key: row.key,
    // Stored kinds and scopes are the contracts' own; a row from elsewhere falls back to the key's.
    granteeKind: isKind(row.granteeKind) ? row.granteeKind : granteeKind,
    granteeId: row.granteeId,
    granteeLabel: row.granteeLabel,
    granted: row.granted,
    scope: row.scope.every(isScope) ? row.scope : scope,
    grantedBy: { userId: row.grantedByUserId, login: row.grantedByLogin },
    validFrom: row.validFrom.toISOString(),
    validTo: row.validTo?.toISOString() ?? null,
    textVersion: row.textVersion,
  };
}

const isKind = (kind: string): kind is ConsentGranteeKind =>
  (consentGranteeKinds as readonly string[]).includes(kind);
const isScope = (scope: string): scope is ConsentScope =>
  (consentScopes as readonly string[]).includes(scope);
