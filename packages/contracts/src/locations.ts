/** System-technology flags a location can carry (spec 3 Location.locationInfo). */
export const systemtechnikTypes = [
  'PV',
  'BATTERIE',
  'WAERMEPUMPE',
  'SOLARTHERMIE',
  'SPITZENLASTKESSEL',
  'WALLBOX',
] as const;
export type SystemtechnikType = (typeof systemtechnikTypes)[number];

/** A location's text fields (spec 3 Location), in the order the location form shows them. */
export const locationTextFields = [
  'name',
  'vorname',
  'nachname',
  'email',
  'telefonnummer',
  'strasse',
  'hausnummer',
  'plz',
  'ort',
] as const;
export type LocationTextField = (typeof locationTextFields)[number];
