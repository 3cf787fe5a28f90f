import { productGroupSchema } from '@portal/unit-catalog';
import { type SiteCredentials, isSiteGenerator } from '@portal/unit-sim';

// What a grid connection's meter measures: the units and system-technology flags of its location
// (issue 40, 28). Without it the simulator makes the meter a home with PV, which shows a sun-shaped
// generation at a site whose only generator is a CHP unit.

export interface SiteUnit {
  seriennummer: string;
  productGroup: string;
  locationUuid: string | null;
  /** 'YYYY-MM-DD' */
  inbetriebnahmeDatum: string | null;
  ausserbetriebnahmeDatum: string | null;
}

/**
 * The site of `meter` for the simulator: its location's PV, battery and heat pump flags
 * (Location.locationInfo) and the CHP units in service there. Undefined for other kinds and for
 * meters without a location.
 */
export function gridSite(
  meter: SiteUnit,
  atLocation: readonly SiteUnit[],
  flags: Readonly<Record<string, unknown>> | undefined,
): SiteCredentials | undefined {
  if (meter.productGroup !== 'netz' || meter.locationUuid === null || flags === undefined) return undefined;
  return {
    pv: flags.PV === true,
    battery: flags.BATTERIE === true,
    heatPump: flags.WAERMEPUMPE === true,
    generators: atLocation
      .filter(
        (unit) =>
          unit.locationUuid === meter.locationUuid &&
          isSiteGenerator(unit.productGroup) &&
          unit.ausserbetriebnahmeDatum === null,
      )
      .map((unit) => ({
        sn: unit.seriennummer,
        productGroup: productGroupSchema.parse(unit.productGroup),
        ...(unit.inbetriebnahmeDatum === null ? {} : { commissioned: unit.inbetriebnahmeDatum }),
      })),
  };
}
