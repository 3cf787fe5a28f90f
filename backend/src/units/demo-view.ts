import { randomInt } from 'node:crypto';
import type { LocationEntry, UnitListEntry } from '@portal/contracts';
import type { SessionData } from 'express-session';

// Demo users see every unit, but not whose it is (spec 6, 9): serials become random five-digit fakes
// and personal data is emptied. The session keeps fake → real, so the fakes stay stable while the
// session lives and the canip calls can map them back; real serials never reach a demo browser.
declare module 'express-session' {
  interface SessionData {
    /** Demo sessions only: fake serial → real serial. */
    demoSerials?: Record<string, string>;
  }
}

type DemoSession = Pick<Partial<SessionData>, 'demoSerials'>;

/** The real serial behind a demo session's fake one; any other serial stays as it is. */
export function resolveSerial(session: DemoSession, sn: string): string {
  const fakes = session.demoSerials;
  return fakes !== undefined && Object.hasOwn(fakes, sn) ? (fakes[sn] ?? sn) : sn;
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
    return {
      ...entry,
      seriennummer: this.fake(entry.seriennummer),
      betreiber: [],
      infoMap: {},
      standortAnsprech: entry.standortAnsprech === null ? null : '',
    };
  }

  location(entry: LocationEntry): LocationEntry {
    const { initialSN, ...locationInfo } = entry.locationInfo;
    return {
      ...entry,
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
