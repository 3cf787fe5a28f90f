// The hzatool's documents, built from the facts' worked example and read back the way a person or
// a program would: PDF text via PDF.js, the XML against its XSD (libxml2), the exports via a CSV
// parser and exceljs.

import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { applicationPdf, applicationXml, plantExport, summaryPdf } from './index.js';
import { outOfOrder, pdfText } from './pdf-text.fixture.js';
import { workedExample } from './worked-example.fixture.js';
import { xmlValues, xsdErrors } from './xsd-check.fixture.js';

describe('application PDF (fill-in aid for form 1135)', () => {
  it('full relief year: the form fields and the calculation in the form order, 627,00 EUR', async () => {
    const pdf = await applicationPdf(workedExample(2020));
    const { text, pages, title } = await pdfText(pdf);
    expect(title).toBe('Ausfüllhilfe Formular 1135 – Bäckerei Müller – 2020');
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(text).toContain('kein amtliches Formular');
    expect(text).toContain('www.zoll.de');
    // The office's name already says what it is.
    expect(text).toContain('Zuständiges Hauptzollamt Hauptzollamt München');
    expect(text).not.toContain('Hauptzollamt Hauptzollamt Hauptzollamt');
    expect(
      outOfOrder(text, [
        'Ausfüllhilfe zum Antrag auf Steuerentlastung (Formular 1135)',
        'Antragsteller',
        'Müller, Jürgen',
        'Bäckerei Müller GmbH',
        'DE123456789',
        'Hauptstraße 12, 80331 München',
        'juergen@baeckerei-mueller.example',
        '12345',
        'Hauptzollamt München',
        'Sophienstraße 6, 80333 München',
        'Folgeantrag',
        'KWK-4711',
        'DE89 3704 0044 0532 0130 00',
        'COBADEFFXXX',
        'Art der Steuerentlastung',
        '§53a Abs. 4',
        '§53a Abs. 6',
        'Angaben zur Anlage',
        'Erdgas',
        'Betriebsstunden (Zählerstände) × Brennstoffdurchsatz',
        'SenerTec',
        'Dachs G 5.5',
        // Serials read as the portal shows them elsewhere.
        '55 1234 5678',
        '5,5 kW',
        '12,5 kW',
        '02.05.2018',
        '22,8 kWh Hs/h',
        '05/2018 bis 04/2028 (120 Monate)',
        'Berechnungsbogen für das Kalenderjahr 2020',
        '55 1234 5678 30.000 h 35.000 h 5.000 h',
        'Brennstoffmenge gesamt 114.000 kWh Hs (114,000 MWh)',
        'Brennstoffenergie (Heizwert Hi) 102.500 kWh',
        'Erzeugter Strom (genutzt) 27.500 kWh',
        'Genutzte Wärme 62.500 kWh',
        'Hilfsenergie 500 kWh',
        '87,4 % – erreicht (mindestens 70 %)',
        'Modul 55 1234 5678 Jan–Dez',
        'Vollständige Entlastung §53a Abs. 6 114,000 MWh 5,50 EUR/MWh 627,00 EUR',
        'Entlastungsbetrag gesamt 627,00 EUR',
        '31.12.2021',
        'Staatliche Beihilfen (Selbsterklärung, Formular 1139)',
        'keine angegeben',
        'Unterschrift',
      ]),
    ).toBeNull();
    expect(text).toMatch(/Erstellt am 27\.11\.2026, 10:30/);
    expect(text).toContain(`Seite 1 von ${pages}`);
    expect(text).toContain(`Seite ${pages} von ${pages}`);
  });

  it('changeover year 2023: full Jan–Jun and partial Jul–Dec, 575,29 EUR before the aid offset', async () => {
    const { text } = await pdfText(await applicationPdf(workedExample(2023, 20_000)));
    expect(
      outOfOrder(text, [
        '07/2013 bis 06/2023',
        // The hours per month the split rests on, and their sums.
        'Betriebsstunden je Monat (Grundlage der Aufteilung)',
        'Monat Stunden 55 1234 5678 Entlastung',
        'Jan 500 h vollständig',
        'Feb 450 h vollständig',
        'Jun 450 h vollständig',
        'Jul 300 h teilweise',
        'Dez 350 h teilweise',
        'Summe 5.000 h vollständig 2.900 h, übrige 2.100 h',
        'davon vollständige Entlastung (Abs. 6) 66.120 kWh Hs',
        'davon teilweise Entlastung (Abs. 4) 47.880 kWh Hs',
        'Jan–Jun',
        'Teilweise Entlastung §53a Abs. 4/5 47,880 MWh 4,42 EUR/MWh 211,63 EUR',
        'Vollständige Entlastung §53a Abs. 6 66,120 MWh 5,50 EUR/MWh 363,66 EUR',
        '– 200,00 EUR',
        'Entlastungsbetrag gesamt 375,29 EUR',
        'Mini-KWK-Impulsprogramm (BAFA) 15.09.2013 1.500,00 EUR',
        // Received = earlier + this year + left.
        'In früheren Jahren bereits verrechnet 1.300,00 EUR',
        'In diesem Jahr verrechnet 200,00 EUR',
        'Nach diesem Jahr noch zu verrechnen 0,00 EUR',
      ]),
    ).toBeNull();
    // Aid received before 1 April 2012 does not count against full relief (§53a(8)).
    expect(text).not.toContain('Zuschuss vor dem Stichtag');
  });

  it('a year without a split has no monthly table', async () => {
    const { text } = await pdfText(await applicationPdf(workedExample(2020)));
    expect(text).not.toContain('Betriebsstunden je Monat');
  });

  it('warns at the top once the cut-off deadline has passed, and not before', async () => {
    const late = await pdfText(await applicationPdf(workedExample(2020)));
    expect(
      outOfOrder(late.text, [
        'Keine amtliche Vorlage',
        'Antragsfrist abgelaufen',
        'Die Antragsfrist für das Verwendungsjahr 2020 endete am 31.12.2021.',
        'Ausschlussfrist',
        'Angaben zur Anlage',
        'Antragsfrist (Ausschlussfrist, §99a EnergieStV) 31.12.2021 – abgelaufen',
      ]),
    ).toBeNull();
    const inTime = await pdfText(
      await applicationPdf({ ...workedExample(2023), generatedAt: new Date('2024-12-31T22:59:00Z') }),
    );
    expect(inTime.text).not.toContain('abgelaufen');
    expect(inTime.text).toContain('Antragsfrist (Ausschlussfrist, §99a EnergieStV) 31.12.2024');
    // 23:00 UTC on 31 December is already 1 January in Germany.
    const firstJanuary = await pdfText(
      await summaryPdf({ ...workedExample(2023), generatedAt: new Date('2024-12-31T23:00:00Z') }),
    );
    expect(
      outOfOrder(firstJanuary.text, ['Antragsfrist abgelaufen', 'Antragsfrist 31.12.2024 – abgelaufen']),
    ).toBeNull();
  });

  it('a rate just below 70 % prints the digits that show it, never "70,0 % – erreicht"', async () => {
    const input = workedExample(2020);
    const { text } = await pdfText(
      await applicationPdf({
        ...input,
        summary: {
          ...input.summary,
          kind: 'noRelief',
          messageKey: 'energyTax.utilisationBelowThreshold',
          utilisationPercent: 69.99,
          utilisationReached: false,
          partial: null,
          full: null,
          totalCents: 0,
        },
      }),
    );
    expect(text).toContain('69,99 % – nicht erreicht (mindestens 70 %)');
    expect(text).not.toMatch(/70,0 % – /);
    expect(text).toContain('unter 70 %');
  });

  it('2024: partial relief only, 503,88 EUR', async () => {
    const { text } = await pdfText(await applicationPdf(workedExample(2024)));
    expect(text).toContain('Teilweise Entlastung §53a Abs. 4/5 114,000 MWh 4,42 EUR/MWh 503,88 EUR');
    expect(text).toContain('Entlastungsbetrag gesamt 503,88 EUR');
    expect(text).not.toMatch(/Abs\. 6 [\d,]+ MWh/);
    expect(text).not.toContain('davon vollständige Entlastung');
  });

  it('an application still empty renders with dashes, not errors', async () => {
    const input = workedExample(2020);
    const { text } = await pdfText(
      await applicationPdf({
        ...input,
        application: {},
        office: null,
        summary: {
          ...input.summary,
          kind: 'invalid',
          partial: null,
          full: null,
          quantity: null,
          totalCents: 0,
        },
      }),
    );
    expect(text).toContain('Name, Vorname —');
    expect(text).toContain('unvollständig oder nicht plausibel');
  });
});

describe('summary PDF', () => {
  it('one page with plant, year, key figures and total', async () => {
    const { text, pages } = await pdfText(await summaryPdf(workedExample(2023)));
    expect(pages).toBe(1);
    expect(
      outOfOrder(text, [
        'Zusammenfassung Steuerentlastung 2023',
        'Bäckerei Müller',
        'Hauptstraße 12, 80331 München',
        '55 1234 5678',
        'Erdgas',
        'Brennstoffmenge gesamt 114.000 kWh Hs',
        '87,4 %',
        '211,63 EUR',
        '363,66 EUR',
        'Entlastungsbetrag gesamt 575,29 EUR',
        'Antragsfrist 31.12.2024 – abgelaufen',
        'Seite 1 von 1',
      ]),
    ).toBeNull();
  });
});

describe('application XML', () => {
  it('is valid against docs/hzatool/hzatool-application.xsd and holds the figures', () => {
    const xml = applicationXml(workedExample(2023, 20_000));
    expect(xsdErrors(xml)).toBeNull();
    expect(xml).toContain(
      '<hzaApplication xmlns="urn:unit-portal:hzatool:application" version="1.0" year="2023"',
    );
    expect(xml).toContain('<iban>DE89370400440532013000</iban>');
    expect(xml).toContain('<reliefType partial="true" full="true"/>');
    expect(xml).toContain('fullRelief="111111000000"');
    expect(xml).toMatch(
      /<partialRelief basis="§53a Abs. 4\/5" quantity="47880" rateEURPer1000="4.42" amountEUR="211.63"\/>/,
    );
    expect(xml).toMatch(/<fullRelief [^>]*grossEUR="363.66" aidOffsetEUR="200.00" amountEUR="163.66"/);
    expect(xml).toContain('<totalEUR>375.29</totalEUR>');
    expect(xml).toContain('<amountEUR>1500.00</amountEUR>');
    expect(xml).not.toContain('Zuschuss vor dem Stichtag');
  });

  it('keeps every user text as typed: entity names, markup, quotes; a stray control character cannot break it', () => {
    const input = workedExample(2020, 10_000);
    const typed = {
      name: 'Müller &amp; Söhne',
      firma: 'A&nbsp;B <GmbH> "Nord" & Co.',
      street: 'Weg &#65; 1 & &#x41;',
    };
    const xml = applicationXml({
      ...input,
      // A location named before input refused control characters.
      plant: { ...input.plant, name: 'Bäckerei\u0001 & Café' },
      application: {
        ...input.application,
        applicant: { ...input.application.applicant, ...typed },
        afa: {
          ...input.application.afa,
          investmentAid: [{ label: 'KfW &quot;433&quot;', receivedOn: '2019-01-02', amountCents: 10_000 }],
        },
      },
    });
    expect(xsdErrors(xml)).toBeNull();
    expect(xmlValues(xml, '/h:hzaApplication/h:applicant/h:name')).toEqual([typed.name]);
    expect(xmlValues(xml, '/h:hzaApplication/h:applicant/h:company')).toEqual([typed.firma]);
    expect(xmlValues(xml, '/h:hzaApplication/h:applicant/h:street')).toEqual([typed.street]);
    expect(xmlValues(xml, '/h:hzaApplication/h:investmentAid/h:aid/h:label')).toEqual([
      'KfW &quot;433&quot;',
    ]);
    expect(xmlValues(xml, '/h:hzaApplication/h:plant/h:name')).toEqual(['Bäckerei\uFFFD & Café']);
  });

  it('an empty application is still valid, and the schema rejects a broken document', () => {
    const input = workedExample(2024);
    const xml = applicationXml({ ...input, application: {}, office: null });
    expect(xsdErrors(xml)).toBeNull();
    expect(
      xsdErrors(xml.replace('<totalEUR>503.88</totalEUR>', '<totalEUR>503,88</totalEUR>')),
    ).not.toBeNull();
    expect(xsdErrors(xml.replace('version="1.0" year', 'version="2" year'))).not.toBeNull();
  });
});

describe('plant export', () => {
  const years = () => [workedExample(2024), workedExample(2020), workedExample(2023, 20_000)];

  it('CSV: BOM, semicolons, one row per year in order, German decimals', async () => {
    const file = await plantExport('csv', years());
    expect(file.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parse<Record<string, string>>(file.toString('utf8'), {
      delimiter: ';',
      bom: true,
      columns: true,
    });
    expect(rows.map((row) => row['Jahr'])).toEqual(['2020', '2023', '2024']);
    expect(rows.map((row) => row['Entlastung gesamt (EUR)'])).toEqual(['627,00', '375,29', '503,88']);
    expect(rows[0]).toMatchObject({
      Anlage: 'Bäckerei Müller',
      Seriennummern: '55 1234 5678',
      Brennstoff: 'Erdgas',
      'Menge gesamt': '114000',
      'Nutzungsgrad (%)': '87,4',
      Antragsart: 'Abs. 6',
      Antragsfrist: '2021-12-31',
    });
    expect(rows[1]).toMatchObject({ 'Verrechnete Beihilfe (EUR)': '200,00', Antragsart: 'Abs. 4 + Abs. 6' });
  });

  it('XLSX: numbers as numbers, read back with exceljs', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(await plantExport('xlsx', years())).buffer);
    const sheet = workbook.getWorksheet('Steuerentlastung')!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const column = (name: string) => headers.indexOf(name) + 1;
    expect(sheet.rowCount).toBe(4);
    expect([2, 3, 4].map((row) => sheet.getRow(row).getCell(column('Jahr')).value)).toEqual([
      2020, 2023, 2024,
    ]);
    expect(
      [2, 3, 4].map((row) => sheet.getRow(row).getCell(column('Entlastung gesamt (EUR)')).value),
    ).toEqual([627, 375.29, 503.88]);
    expect(sheet.getRow(3).getCell(column('Teilweise Entlastung §53a Abs. 4 (EUR)')).value).toBe(211.63);
    expect(sheet.getRow(2).getCell(column('Standort')).value).toBe('Hauptstraße 12, 80331 München');
    // A percent shows the digits it carries: 69.99 must not display as 70.0.
    expect(sheet.getColumn(column('Nutzungsgrad (%)')).numFmt).toBe('0.0#####');
  });

  it('marks a year still running on the day of the export as such, in italics in the workbook', async () => {
    // Exported on 1 June 2024: 2023 is over, 2024 still runs.
    const on = new Date('2024-06-01T10:00:00Z');
    const inputs = ([2023, 2024] as const).map((year) => ({ ...workedExample(year), generatedAt: on }));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(await plantExport('xlsx', inputs)).buffer);
    const sheet = workbook.getWorksheet('Steuerentlastung')!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const state = headers.indexOf('Stand') + 1;
    expect([2, 3].map((row) => sheet.getRow(row).getCell(state).value)).toEqual([
      'Jahr abgeschlossen',
      'Jahr läuft noch, Zahlen vorläufig',
    ]);
    expect(sheet.getRow(2).font?.italic).toBeFalsy();
    expect(sheet.getRow(3).font?.italic).toBe(true);
    const csv = parse<Record<string, string>>((await plantExport('csv', inputs)).toString('utf8'), {
      delimiter: ';',
      bom: true,
      columns: true,
    });
    expect(csv.map((row) => row['Stand'])).toEqual([
      'Jahr abgeschlossen',
      'Jahr läuft noch, Zahlen vorläufig',
    ]);
  });

  it('a text that a spreadsheet would run as a formula is quoted', async () => {
    const input = workedExample(2020);
    const file = await plantExport('csv', [{ ...input, plant: { ...input.plant, name: '=HYPERLINK("x")' } }]);
    const [row] = parse<Record<string, string>>(file.toString('utf8'), {
      delimiter: ';',
      bom: true,
      columns: true,
    });
    expect(row?.['Anlage']).toBe(`'=HYPERLINK("x")`);
  });
});
