// The documents a worker can make, as plain data that crosses the thread boundary.

import type { HzaExportFormat } from '@portal/contracts';
import { renderApplicationPdf } from './application-pdf.js';
import { type HzaDocumentInput } from './document-input.js';
import { renderPlantExport } from './plant-export.js';
import { renderSummaryPdf } from './summary-pdf.js';

export type RenderJob =
  | { kind: 'applicationPdf'; input: HzaDocumentInput }
  | { kind: 'summaryPdf'; input: HzaDocumentInput }
  | { kind: 'plantExport'; format: HzaExportFormat; years: HzaDocumentInput[] };

export type RenderReply = { id: number; threadId: number } & ({ file: Uint8Array } | { error: string });

export async function renderJob(job: RenderJob): Promise<Uint8Array> {
  const file =
    job.kind === 'applicationPdf'
      ? await renderApplicationPdf(job.input)
      : job.kind === 'summaryPdf'
        ? await renderSummaryPdf(job.input)
        : await renderPlantExport(job.format, job.years);
  // A copy that owns its memory, so it can be transferred (Buffers may share a pool).
  return new Uint8Array(file);
}
