import type {
  HzaApplication,
  HzaExportFormat,
  HzaOffice,
  HzaPlantSummary,
  HzaSummary,
} from '@portal/contracts';

// PLACEHOLDER: trivial documents so the backend and its tests run; the real renderers replace this
// file at merge (same interface).

export interface HzaDocumentInput {
  plant: HzaPlantSummary;
  year: number;
  application: HzaApplication;
  summary: HzaSummary;
  office: HzaOffice | null;
  generatedAt: Date;
}

const text = (title: string, input: HzaDocumentInput) => `${title} ${input.plant.name} ${input.year}\n`;

export function applicationPdf(input: HzaDocumentInput): Promise<Buffer> {
  return Promise.resolve(Buffer.from(`%PDF-1.4\n% ${text('Antrag', input)}%%EOF\n`));
}

export function summaryPdf(input: HzaDocumentInput): Promise<Buffer> {
  return Promise.resolve(Buffer.from(`%PDF-1.4\n% ${text('Zusammenfassung', input)}%%EOF\n`));
}

export function applicationXml(input: HzaDocumentInput): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<antrag jahr="${input.year}"/>\n`;
}

export function plantExport(format: HzaExportFormat, years: HzaDocumentInput[]): Promise<Buffer> {
  return Promise.resolve(Buffer.from(`${format}\n${years.map((year) => year.year).join('\n')}\n`));
}
