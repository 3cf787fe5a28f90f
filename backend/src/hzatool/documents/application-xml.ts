// The portal's own XML of an application (docs/hzatool/README.md, hzatool-application.xsd).
// Customs publishes no XML format for form 1135 (facts §5): this is a data export, not a submission.
// Element order follows the XSD's sequences; optional data the user left empty is left out.

import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import { type HzaDocumentInput, relevantAid, reliefTypes } from './document-input.js';

export const hzaXmlNamespace = 'urn:unit-portal:hzatool:application';
export const hzaXmlVersion = '1.0';

type Value = string | number | boolean | null | undefined;

/**
 * Characters kept out of the XML: those XML 1.0 cannot hold at all, not even as a reference (control
 * characters but tab, line feed and carriage return; lone surrogates; U+FFFE, U+FFFF), and the C1
 * controls, which it allows but input refuses as well.
 */
const notXmlCharacter = /[^\P{Cc}\t\n\r]|[\p{Cs}\uFFFE\uFFFF]/gu;

/**
 * Text as the user typed it, for xmlbuilder2. Its writer escapes '&' only where no entity name
 * follows (oozcitak/xmlbuilder2#117), so a typed "&amp;" would come back as "&" and "&nbsp;" would
 * make the file malformed: every '&' is escaped here, the writer leaves those alone, and the file
 * reads back exactly as typed. Input refuses control characters; text from elsewhere in the portal
 * (a location's name) that still has one gets U+FFFD instead of a broken file.
 */
function xmlText(value: string): string {
  return value.replace(notXmlCharacter, '\uFFFD').replaceAll('&', '&amp;');
}

/** Attributes with their values escaped as xmlText does. */
const attributes = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, xmlText(value)]));

/** Adds `<name>value</name>` when there is a value; empty strings count as no value. */
function leaf(parent: XMLBuilder, name: string, value: Value): void {
  if (value === undefined || value === null || value === '') return;
  parent.ele(name).txt(xmlText(String(value)));
}

/** Euro cents as a decimal with two places ("627.00"): xs:decimal, exact. */
const euro = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

export function renderApplicationXml(input: HzaDocumentInput): string {
  const { plant, year, application, summary, office } = input;
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(hzaXmlNamespace, 'hzaApplication', {
    version: hzaXmlVersion,
    year: String(year),
    generatedAt: input.generatedAt.toISOString(),
  });

  const a = application.applicant ?? {};
  const applicant = root.ele('applicant');
  leaf(applicant, 'kind', a.applicationKind);
  leaf(applicant, 'name', a.name);
  leaf(applicant, 'company', a.firma);
  leaf(applicant, 'vatId', a.umsatzsteuerId);
  leaf(applicant, 'street', a.street);
  leaf(applicant, 'postcode', a.plz);
  leaf(applicant, 'city', a.city);
  leaf(applicant, 'email', a.email);
  leaf(applicant, 'customsCompanyNumber', a.companyNumber);
  leaf(applicant, 'customsPlantNumber', a.customsPlantNumber);
  if (a.accountHolder || a.iban || a.bic) {
    const bank = applicant.ele('bankAccount');
    leaf(bank, 'holder', a.accountHolder);
    leaf(bank, 'iban', a.iban?.replace(/\s+/g, ''));
    leaf(bank, 'bic', a.bic);
  }

  if (office) {
    const o = root.ele('office', attributes({ key: office.key, verified: String(office.verified) }));
    leaf(o, 'name', office.name);
    leaf(o, 'serviceNumber', office.dss);
    leaf(o, 'address', office.address);
  }

  const types = reliefTypes(summary);
  root.ele('reliefType', { partial: String(types.partial), full: String(types.full) });

  const p = root.ele('plant', attributes({ id: plant.anlageId }));
  leaf(p, 'name', plant.name);
  leaf(p, 'location', plant.address);
  leaf(p, 'fuel', application.plant?.fuel ?? summary.fuel);
  leaf(p, 'fuelMethod', application.consumption?.method);
  leaf(p, 'consumptionSource', application.consumption?.source);
  leaf(p, 'highEfficiencyProven', application.plant?.highEfficiencyProven);
  const afa = application.afa?.modules ?? [];
  const hours = application.consumption?.modules ?? [];
  for (const module of application.plant?.modules ?? []) {
    const m = p.ele('module', attributes({ serial: module.serial }));
    leaf(m, 'manufacturer', module.manufacturer);
    leaf(m, 'model', module.model);
    leaf(m, 'ratedElectricKW', module.ratedElectricKW);
    leaf(m, 'ratedThermalKW', module.ratedThermalKW);
    leaf(m, 'commissioned', module.commissioned);
    const moduleAfa = afa.find((entry) => entry.serial === module.serial);
    if (moduleAfa) {
      const depreciation = m.ele('depreciation');
      leaf(depreciation, 'start', moduleAfa.start);
      leaf(depreciation, 'months', moduleAfa.months);
      leaf(depreciation, 'claimed', moduleAfa.claimed);
    }
    const moduleHours = hours.find((entry) => entry.serial === module.serial);
    if (moduleHours) {
      const counter = m.ele('operatingHours');
      leaf(counter, 'counterStart', moduleHours.counterStart);
      leaf(counter, 'counterEnd', moduleHours.counterEnd);
      moduleHours.monthlyHours?.forEach((value, index) =>
        counter.ele('month', { number: String(index + 1) }).txt(String(value)),
      );
    }
  }

  const c = application.consumption ?? {};
  if (c.gasCubicMetres !== undefined || c.zustandszahl !== undefined || c.brennwert !== undefined) {
    const meter = root.ele('gasMeter');
    leaf(meter, 'cubicMetres', c.gasCubicMetres);
    leaf(meter, 'zustandszahl', c.zustandszahl);
    leaf(meter, 'brennwertKWhPerCubicMetre', c.brennwert);
  }

  calculation(root.ele('calculation', { kind: summary.kind }), input);

  const aids = root.ele('investmentAid', { relevantFrom: '2012-04-01' });
  for (const aid of relevantAid(application)) {
    const entry = aids.ele('aid');
    leaf(entry, 'label', aid.label);
    leaf(entry, 'receivedOn', aid.receivedOn);
    leaf(entry, 'amountEUR', euro(aid.amountCents));
  }
  return root.end({ prettyPrint: true });
}

function calculation(calc: XMLBuilder, { summary }: HzaDocumentInput): void {
  leaf(calc, 'taxUnit', summary.taxUnit);
  if (summary.quantity) {
    calc.ele('quantity', {
      total: String(summary.quantity.total),
      full: String(summary.quantity.full),
      partial: String(summary.quantity.partial),
      notCovered: String(summary.quantity.notCovered),
    });
  }
  leaf(calc, 'fuelHsKWh', summary.fuelHsKWh);
  leaf(calc, 'fuelHiKWh', summary.fuelHiKWh);
  leaf(calc, 'electricityKWh', summary.electricityKWh);
  leaf(calc, 'usefulHeatKWh', summary.usefulHeatKWh);
  leaf(calc, 'auxiliaryKWh', summary.auxiliaryKWh);
  leaf(calc, 'utilisationPercent', summary.utilisationPercent);
  for (const module of summary.modules) {
    calc.ele(
      'moduleMonths',
      attributes({
        serial: module.serial,
        hours: String(module.hours),
        fullRelief: module.fullReliefMonths.map((flag) => (flag ? '1' : '0')).join(''),
      }),
    );
  }
  leaf(calc, 'split', summary.split);
  if (summary.partial) {
    calc.ele(
      'partialRelief',
      attributes({
        basis: summary.partial.basis,
        quantity: String(summary.partial.quantity),
        rateEURPer1000: euro(summary.partial.rateCentsPer1000),
        amountEUR: euro(summary.partial.cents),
      }),
    );
  }
  if (summary.full) {
    calc.ele(
      'fullRelief',
      attributes({
        basis: summary.full.basis,
        quantity: String(summary.full.quantity),
        rateEURPer1000: euro(summary.full.rateCentsPer1000),
        grossEUR: euro(summary.full.grossCents),
        aidOffsetEUR: euro(summary.full.aidOffsetCents),
        amountEUR: euro(summary.full.cents),
      }),
    );
  }
  leaf(calc, 'remainingAidEUR', euro(summary.remainingAidCents));
  leaf(calc, 'totalEUR', euro(summary.totalCents));
  leaf(calc, 'deadline', summary.deadline);
  for (const notice of summary.notices) leaf(calc, 'notice', notice);
}
