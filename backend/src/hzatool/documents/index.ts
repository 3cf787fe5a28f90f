// The hzatool's documents (spec 7 Hzatool: generatePDF/{antrag,zusammenfassung}, generateXMLs,
// export). Every function takes what the back end already has loaded and returns the file; storing
// and serving it is the caller's job.
//
// The PDFs and exports are made in a worker thread (worker-pool.ts); the XML is a few
// milliseconds of string building and stays in-process.

import type { HzaExportFormat } from '@portal/contracts';
import { renderApplicationXml } from './application-xml.js';
import { type HzaDocumentInput } from './document-input.js';
import { render } from './worker-pool.js';

export type { HzaDocumentInput } from './document-input.js';

/** POST generatePDF/antrag: the fill-in aid for form 1135 with the calculation sheet and the 1139 data. */
export function applicationPdf(input: HzaDocumentInput): Promise<Buffer> {
  return render({ kind: 'applicationPdf', input });
}

/** POST generatePDF/zusammenfassung: plant, year, key figures and total. */
export function summaryPdf(input: HzaDocumentInput): Promise<Buffer> {
  return render({ kind: 'summaryPdf', input });
}

/** POST generateXMLs: the portal's own XML (docs/hzatool/hzatool-application.xsd). */
export function applicationXml(input: HzaDocumentInput): string {
  return renderApplicationXml(input);
}

/** GET export: all years of a plant, one row per year. */
export function plantExport(format: HzaExportFormat, years: HzaDocumentInput[]): Promise<Buffer> {
  return render({ kind: 'plantExport', format, years });
}
