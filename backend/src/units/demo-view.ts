import type { LocationEntry, ShopBooking, UnitListEntry } from '@portal/contracts';

// Demo users see every unit, but not whose it is (spec 6, 9): serials become random five-digit fakes,
// locations are named by an id instead of their real name, and addresses and personal data are
// emptied. The session keeps fake → real, so the fakes stay stable while the session lives and the
// canip calls can map them back (SessionStateService keeps them, auth/real-serial.ts maps them);
// real serials never reach a demo browser, and a demo session cannot ask for a unit by its real
// serial either (else it could test which serials exist).

/** What a demo user sees as a location's name: derived from its id, which the browser has anyway. */
export function demoLocationName(uuid: string): string {
  return `Standort ${uuid.slice(0, 4).toUpperCase()}`;
}

/** A demo session's view of a page: its fakes for every serial the page names (assigned before). */
export class DemoSerials {
  private readonly fakeOf: Map<string, string>;

  /** `fakes`: fake → real, holding every serial the page names. */
  constructor(fakes: ReadonlyMap<string, string>) {
    this.fakeOf = new Map([...fakes].map(([fake, real]) => [real, fake]));
  }

  fake(real: string): string {
    const fake = this.fakeOf.get(real);
    // A page names only serials given fakes before it was mapped; showing a real one would leak it.
    if (fake === undefined) throw new Error('demo serial without a fake');
    return fake;
  }

  unit(entry: UnitListEntry): UnitListEntry {
    const name =
      entry.locationUuid === null || entry.location === null ? null : demoLocationName(entry.locationUuid);
    return {
      ...entry,
      id: null,
      seriennummer: this.fake(entry.seriennummer),
      location: name,
      standortName: name,
      standortAdresse: entry.standortAdresse === null ? null : '',
      betreiber: [],
      infoMap: {},
      standortAnsprech: entry.standortAnsprech === null ? null : '',
    };
  }

  /** A booked service: its units by their fakes, its location by its id, nobody's login. */
  booking(entry: ShopBooking): ShopBooking {
    return {
      ...entry,
      serials: entry.serials.map((sn) => this.fake(sn)),
      locationName: demoLocationName(entry.locationUuid),
      bookedBy: '',
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
