// Reads a PDF's text back with PDF.js, the way a person's viewer shows it, for the tests.

import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfText {
  pages: number;
  /** Each page's text, its lines joined by newlines. */
  pageTexts: string[];
  text: string;
  title: string | undefined;
}

export async function pdfText(file: Buffer): Promise<PdfText> {
  const pdf = await getDocument({ data: new Uint8Array(file), useSystemFonts: false, verbosity: 0 }).promise;
  const pageTexts: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    let text = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      text += item.str + (item.hasEOL ? '\n' : ' ');
    }
    pageTexts.push(text.replace(/ +/g, ' '));
  }
  const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
  await pdf.destroy();
  return { pages: pdf.numPages, pageTexts, text: pageTexts.join('\n'), title: info.Title };
}

/** Asserts the texts appear in `text` in this order; returns the first one missing or out of order. */
export function outOfOrder(text: string, expected: readonly string[]): string | null {
  let from = 0;
  for (const part of expected) {
    const at = text.indexOf(part, from);
    if (at < 0) return part;
    from = at + part.length;
  }
  return null;
}
