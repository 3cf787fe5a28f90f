import type { BalanceResponse, Language } from '@portal/contracts';

// The words of the reports (PDF and mail) in the portal's languages: a document cannot look message
// keys up when it is read, so they are printed in the reader's language (the owner's).

export interface ReportWords {
  locale: string;
  months: readonly string[];
  monthTitle: (month: string) => string;
  locationTitle: (title: string, location: string) => string;
  units: string;
  total: string;
  yearTitle: (year: number) => string;
  unit: string;
  serial: string;
  location: string;
  period: string;
  counterData: string;
  daysWithData: (days: number) => string;
  noData: string;
  energy: string;
  fuel: string;
  electricity: string;
  heat: string;
  electricityIn: string;
  ownUse: string;
  feedIn: string;
  gridImport: string;
  consumption: string;
  hours: string;
  starts: string;
  source: Record<'meter' | 'estimated' | 'unknown', string>;
  efficiency: string;
  electrical: string;
  thermal: string;
  overall: string;
  cop: string;
  money: string;
  noTariffs: string;
  fuelCost: string;
  electricityCost: string;
  feedInRevenue: string;
  chpBonus: string;
  /** The CHP bonus's row: the electricity and the full-load hours that earned it. */
  chpBonusOf: (kWh: string, hours: string) => string;
  chpBonusLeft: (hours: string) => string;
  energyTaxRelief: string;
  netCost: string;
  referenceCost: string;
  savings: string;
  co2: string;
  co2Emitted: string;
  co2Reference: string;
  co2Avoided: string;
  weather: string;
  noSensor: string;
  degreeDays: string;
  heatingDays: string;
  meanOutdoor: string;
  heatPerDegreeDay: string;
  normalisedChange: string;
  monthsTable: string;
  month: string;
  incidents: string;
  noIncidents: string;
  opened: string;
  resolved: string;
  stillOpen: string;
  incident: string;
  service: string;
  noService: string;
  serviceIntro: string;
  date: string;
  event: string;
  serviceEvent: (action: string) => string;
  energyTax: string;
  energyTaxLine: (year: number) => string;
  factors: string;
  factor: Record<string, string>;
  fuels: Record<NonNullable<BalanceResponse['fuel']>, string>;
  generated: (portal: string, at: string) => string;
  page: (page: number, count: number) => string;
  mailSubject: (month: string, unit: string) => string;
  locationMailSubject: (month: string, location: string) => string;
  locationMailText: (month: string, location: string, portal: string, url: string) => string;
  mailText: (month: string, unit: string, portal: string, url: string) => string;
}

const deMonths = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];
const enMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const deService: Record<string, string> = {
  'device.servicelevel.enter': 'Fachhandwerker-Ebene geöffnet',
  'device.servicelevel.leave': 'Fachhandwerker-Ebene verlassen',
  'device.settings': 'Einstellungen geändert',
  'device.commissioning': 'Inbetriebnahme',
  'device.calibrate': 'Kalibrierung',
  'device.unlock': 'Entriegelt',
  'device.unlockFault': 'Störung entriegelt',
  'device.heatingcurve': 'Heizkurve geändert',
  'device.network': 'Netzwerk eingestellt',
  'device.networkTest': 'Netzwerktest',
  'device.networktest': 'Netzwerktest',
  'device.power': 'Leistung geändert',
};
const enService: Record<string, string> = {
  'device.servicelevel.enter': 'Installer level opened',
  'device.servicelevel.leave': 'Installer level left',
  'device.settings': 'Settings changed',
  'device.commissioning': 'Commissioning',
  'device.calibrate': 'Calibration',
  'device.unlock': 'Unlocked',
  'device.unlockFault': 'Fault unlocked',
  'device.heatingcurve': 'Heating curve changed',
  'device.network': 'Network set up',
  'device.networkTest': 'Network test',
  'device.networktest': 'Network test',
  'device.power': 'Power changed',
};

const words: Record<Language, ReportWords> = {
  'de-de': {
    locale: 'de-DE',
    months: deMonths,
    monthTitle: (month) => `Monatsbericht ${month}`,
    locationTitle: (title, location) => `${title} – Standort ${location}`,
    units: 'Anlagen',
    total: 'Summe',
    yearTitle: (year) => `Jahresbericht ${year}`,
    unit: 'Anlage',
    serial: 'Seriennummer',
    location: 'Standort',
    period: 'Zeitraum',
    counterData: 'Zählerdaten',
    daysWithData: (days) => `${days} ${days === 1 ? 'Tag' : 'Tage'}`,
    noData: 'Für diesen Zeitraum sind keine Zählerstände gespeichert.',
    energy: 'Energie',
    fuel: 'Brennstoff (Hs)',
    electricity: 'Strom erzeugt',
    heat: 'Wärme erzeugt',
    electricityIn: 'Strom bezogen',
    ownUse: 'Eigenverbrauch',
    feedIn: 'Einspeisung',
    gridImport: 'Netzbezug',
    consumption: 'Verbrauch',
    hours: 'Betriebsstunden',
    starts: 'Starts',
    source: { meter: 'gemessen', estimated: 'geschätzt', unknown: 'unbekannt' },
    efficiency: 'Wirkungsgrade (bezogen auf Hi)',
    electrical: 'Elektrisch',
    thermal: 'Thermisch',
    overall: 'Gesamt',
    cop: 'Jahresarbeitszahl (COP)',
    money: 'Kosten und Erlöse',
    noTariffs:
      'Kosten und Erlöse brauchen Tarife, Zählerdaten und einen bekannten Brennstoffverbrauch (Durchsatz je Betriebsstunde in den Tarifen).',
    fuelCost: 'Brennstoffkosten',
    electricityCost: 'Strombezug',
    feedInRevenue: 'Einspeisevergütung',
    chpBonus: 'KWK-Zuschlag',
    chpBonusOf: (kWh, hours) => `KWK-Zuschlag (${kWh} kWh, ${hours} Vollbenutzungsstunden)`,
    chpBonusLeft: (hours) => `Nach diesem Zeitraum bleiben ${hours} Vollbenutzungsstunden mit KWK-Zuschlag.`,
    energyTaxRelief: 'Energiesteuer-Entlastung',
    netCost: 'Nettokosten',
    referenceCost: 'Vergleich: Gaskessel und Netzstrom',
    savings: 'Ersparnis',
    co2: 'CO2',
    co2Emitted: 'CO2 ausgestoßen',
    co2Reference: 'CO2 Vergleich (Gaskessel und Netzstrom)',
    co2Avoided: 'CO2 vermieden',
    weather: 'Witterungsbereinigung (VDI 3807, G20/15)',
    noSensor: 'Die Anlage hat keinen Außenfühler mit Werten in diesem Zeitraum.',
    degreeDays: 'Gradtagzahl',
    heatingDays: 'Heiztage',
    meanOutdoor: 'Mittlere Außentemperatur',
    heatPerDegreeDay: 'Wärme je Gradtag',
    normalisedChange: 'Änderung zum Vorjahreszeitraum (bereinigt)',
    monthsTable: 'Monate',
    month: 'Monat',
    incidents: 'Störungen und Meldungen',
    noIncidents: 'Keine Störungen oder Meldungen in diesem Zeitraum.',
    opened: 'Beginn',
    resolved: 'Ende',
    stillOpen: 'offen',
    incident: 'Meldung',
    service: 'Serviceereignisse',
    noService: 'Keine Serviceereignisse in diesem Zeitraum.',
    serviceIntro: 'Was Fachhandwerker über das Portal an der Anlage getan haben.',
    date: 'Datum',
    event: 'Ereignis',
    serviceEvent: (action) => deService[action] ?? action,
    energyTax: 'Energiesteuer',
    energyTaxLine: (year) =>
      `Die Entlastung von der Energiesteuer (§53a EnergieStG) für ${year} bereiten Sie im Energiesteuer-Tool des Portals vor:`,
    factors: 'Faktoren und Quellen',
    factor: {
      co2Fuel: 'CO2 des Brennstoffs',
      co2GridElectricity: 'CO2 des Netzstroms',
      co2ReferenceGas: 'CO2 des Vergleichskessels (Erdgas)',
      hsOverHi: 'Brennwert zu Heizwert (Hs/Hi)',
      referenceBoilerEfficiency: 'Nutzungsgrad des Vergleichskessels',
      energyTaxRelief: 'Energiesteuer-Entlastung',
    },
    fuels: { naturalGas: 'Erdgas', lpg: 'Flüssiggas', heatingOil: 'Heizöl' },
    generated: (portal, at) => `${portal} · erstellt am ${at}`,
    page: (page, count) => `Seite ${page} von ${count}`,
    mailSubject: (month, unit) => `Monatsbericht ${month}: ${unit}`,
    locationMailSubject: (month, location) => `Monatsbericht ${month}: Standort ${location}`,
    locationMailText: (month, location, portal, url) =>
      `Guten Tag,\n\nanbei der Monatsbericht ${month} des Standorts ${location} als PDF: die Zahlen jeder Anlage dort, ihre Summe, Meldungen und Serviceereignisse.\n\nAlle Berichte und die Bilanz: ${url}\n\nDiese Nachricht schickt Ihnen das ${portal}, weil der Betreiber den monatlichen Standortbericht gewählt hat.`,
    mailText: (month, unit, portal, url) =>
      `Guten Tag,\n\nanbei der Monatsbericht ${month} der Anlage ${unit} als PDF: Energie, Kosten, CO2, Meldungen und Serviceereignisse.\n\nAlle Berichte und die Bilanz: ${url}\n\nDiese Nachricht schickt Ihnen das ${portal}, weil der Betreiber der Anlage den monatlichen Bericht gewählt hat.`,
  },
  'en-gb': {
    locale: 'en-GB',
    months: enMonths,
    monthTitle: (month) => `Monthly report ${month}`,
    locationTitle: (title, location) => `${title} – location ${location}`,
    units: 'Units',
    total: 'Total',
    yearTitle: (year) => `Annual report ${year}`,
    unit: 'Unit',
    serial: 'Serial number',
    location: 'Location',
    period: 'Period',
    counterData: 'Counter data',
    daysWithData: (days) => `${days} ${days === 1 ? 'day' : 'days'}`,
    noData: 'No counter readings are stored for this period.',
    energy: 'Energy',
    fuel: 'Fuel (Hs)',
    electricity: 'Electricity produced',
    heat: 'Heat produced',
    electricityIn: 'Electricity used',
    ownUse: 'Own use',
    feedIn: 'Feed-in',
    gridImport: 'Grid import',
    consumption: 'Consumption',
    hours: 'Operating hours',
    starts: 'Starts',
    source: { meter: 'metered', estimated: 'estimated', unknown: 'unknown' },
    efficiency: 'Efficiencies (on Hi)',
    electrical: 'Electrical',
    thermal: 'Thermal',
    overall: 'Overall',
    cop: 'Seasonal COP',
    money: 'Costs and revenue',
    noTariffs:
      'Costs and revenue need tariffs, counter data and a known fuel use (the throughput per operating hour in the tariffs).',
    fuelCost: 'Fuel cost',
    electricityCost: 'Electricity bought',
    feedInRevenue: 'Feed-in revenue',
    chpBonus: 'CHP bonus',
    chpBonusOf: (kWh, hours) => `CHP bonus (${kWh} kWh, ${hours} full-load hours)`,
    chpBonusLeft: (hours) => `After this period, ${hours} full-load hours with the CHP bonus are left.`,
    energyTaxRelief: 'Energy-tax relief',
    netCost: 'Net cost',
    referenceCost: 'Reference: gas boiler and grid electricity',
    savings: 'Savings',
    co2: 'CO2',
    co2Emitted: 'CO2 emitted',
    co2Reference: 'CO2 reference (gas boiler and grid electricity)',
    co2Avoided: 'CO2 avoided',
    weather: 'Weather normalisation (VDI 3807, G20/15)',
    noSensor: 'The unit has no outdoor sensor with values in this period.',
    degreeDays: 'Degree days',
    heatingDays: 'Heating days',
    meanOutdoor: 'Mean outdoor temperature',
    heatPerDegreeDay: 'Heat per degree day',
    normalisedChange: 'Change against the same period a year before (normalised)',
    monthsTable: 'Months',
    month: 'Month',
    incidents: 'Faults and incidents',
    noIncidents: 'No faults or incidents in this period.',
    opened: 'Start',
    resolved: 'End',
    stillOpen: 'open',
    incident: 'Incident',
    service: 'Service events',
    noService: 'No service events in this period.',
    serviceIntro: 'What installers did at the unit through the portal.',
    date: 'Date',
    event: 'Event',
    serviceEvent: (action) => enService[action] ?? action,
    energyTax: 'Energy tax',
    energyTaxLine: (year) =>
      `Prepare the energy-tax relief (§53a EnergieStG) for ${year} in the portal's energy-tax tool:`,
    factors: 'Factors and sources',
    factor: {
      co2Fuel: 'CO2 of the fuel',
      co2GridElectricity: 'CO2 of grid electricity',
      co2ReferenceGas: 'CO2 of the reference boiler (natural gas)',
      hsOverHi: 'Gross to net calorific value (Hs/Hi)',
      referenceBoilerEfficiency: 'Efficiency of the reference boiler',
      energyTaxRelief: 'Energy-tax relief',
    },
    fuels: { naturalGas: 'natural gas', lpg: 'LPG', heatingOil: 'heating oil' },
    generated: (portal, at) => `${portal} · made on ${at}`,
    page: (page, count) => `Page ${page} of ${count}`,
    mailSubject: (month, unit) => `Monthly report ${month}: ${unit}`,
    locationMailSubject: (month, location) => `Monthly report ${month}: location ${location}`,
    locationMailText: (month, location, portal, url) =>
      `Hello,\n\nplease find attached the monthly report ${month} of the location ${location} as a PDF: the figures of each unit there, their sum, messages and service events.\n\nAll reports and the balance: ${url}\n\nThe ${portal} sends you this message because the operator chose the monthly location report.`,
    mailText: (month, unit, portal, url) =>
      `Hello,\n\nattached is the monthly report ${month} of the unit ${unit} as PDF: energy, costs, CO2, incidents and service events.\n\nAll reports and the balance: ${url}\n\n${portal} sends you this message because the unit's operator chose the monthly report.`,
  },
};

export const reportWords = (language: Language): ReportWords => words[language];
