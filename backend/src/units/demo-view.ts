import { randomInt } from 'node:crypto';
import type { LocationEntry, UnitListEntry } from '@portal/contracts';
import type { Request } from 'express';
import type { SessionData } from 'express-session';
import { ApiException } from '../common/api-exception.js';

// Demo users see every unit, but not whose it is (spec 6, 9): serials become random five-digit fakes,
// locations are named by an id instead of their real name, and addresses and personal data are
// emptied. The session keeps fake → real, so the fakes stay stable while the session lives and the
// canip calls can map them back; real serials never reach a demo browser, and a demo session cannot
// ask for a unit by its real serial either (else it could test which serials exist).
declare module 'express-session' {
  interface SessionData {
    /** Demo sessions only: fake serial → real serial. */
    demoSerials?: Record<string, string>;
  }
}

type DemoSession = Pick<Partial<SessionData>, 'demoSerials'>;

/**
 * The real serial of the unit a request names: a demo session's fake mapped back (only its own
 * fakes are accepted: 403 as for any unit it may not see), any other session's serial as it is.
 */
export function resolveSerial(request: Pick<Request, 'session' | 'user'>, sn: string): string {
  if (!request.user?.roles.includes('demo')) return sn;
  const fakes: Record<string, string> = request.session.demoSerials ?? {};
  const real = Object.hasOwn(fakes, sn) ? fakes[sn] : undefined;
  if (real === undefined) throw new ApiException(403, 'exception.accessdeniedunit', { subject: sn });
  return real;
}

/** What a demo user sees as a location's name: derived from its id, which the browser has anyway. */
export function demoLocationName(uuid: string): string {
  return `Standort ${uuid.slice(0, 4).toUpperCase()}`;
}

/** The fake serials of one demo session; new ones are written into the session. */
export class DemoSerials {
  private readonly fakeOf = new Map<string, string>();

  constructor(private readonly session: DemoSession) {
    for (const [fake, real] of Object.entries(session.demoSerials ?? {})) this.fakeOf.set(real, fake);
  }

  fake(real: string): string {
    const known = this.fakeOf.get(real);
    if (known !== undefined) return known;
    const fakes = (this.session.demoSerials ??= {});
    // Five digits (spec 9) while at most half of them are taken, so drawing a free one stays quick.
    let digits = 5;
    while (this.fakeOf.size >= (9 * 10 ** (digits - 1)) / 2) digits += 1;
    let fake: string;
    do fake = String(randomInt(10 ** (digits - 1), 10 ** digits));
    while (Object.hasOwn(fakes, fake));
    fakes[fake] = real;
    this.fakeOf.set(real, fake);
    return fake;
  }

  /** Real serials whose fakes contain `text`: a demo user searches the serials they are shown. */
  realsMatching(text: string): string[] {
    return [...this.fakeOf].filter(([, fake]) => fake.includes(text)).map(([real]) => real);
  }

  unit(entry: UnitListEntry): UnitListEntry {
    const name =
      entry.locationUuid === null || entry.location === null ? null : demoLocationName(entry.locationUuid);
    return {
      ...entry,
      seriennummer: this.fake(entry.seriennummer),
      location: name,
      standortName: name,
      standortAdresse: entry.standortAdresse === null ? null : '',
      betreiber: [],
      infoMap: {},
      standortAnsprech: entry.standortAnsprech === null ? null : '',
    };
  }

  location(entry: LocationEntry): LocationEntry {
    const { initialSN, ...locationInfo } = entry.locationInfo;
    return {
      ...entry,
      name: demoLocationName(entry.uuid),
      strasse: '',
      hausnummer: '',
      vorname: '',
      nachname: '',
      email: '',
      telefonnummer: '',
      hkas: entry.hkas.map((sn) => this.fake(sn)),
      locationInfo:
        typeof initialSN === 'string' ? { ...locationInfo, initialSN: this.fake(initialSN) } : locationInfo,
    };
  }
}
