// A small layout layer over pdfkit for the hzatool's PDFs: A4 pages with a running header and
// footer (page x of y), section headings, label/value rows, tables and boxed notices.
// The PDF standard fonts (Helvetica) with WinAnsi encoding show ä ö ü ß € § ³ correctly, so no font
// file has to be found on the server and nothing is embedded: the files stay small and fast to make.

import PDFDocument from 'pdfkit';

type Doc = PDFKit.PDFDocument;

export interface Field {
  label: string;
  value: string;
  /** Drawn as a tick box instead of a text value. */
  check?: boolean;
}

export interface TableSpec {
  headers: string[];
  /** Column widths as fractions of the text width. */
  widths: number[];
  /** Right-aligned columns (amounts). */
  numeric?: boolean[];
  rows: string[][];
  /** The last row is a total: bold with a rule above. */
  totalRow?: boolean;
}

const font = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
const ink = '#1a1a1a';
const muted = '#555555';
const rule = '#9a9a9a';
const band = '#e8edf2';
const size = { body: 9.5, small: 7.5, heading: 11, title: 15 };
const noticeTones = {
  caution: { fill: '#fdf6e3', stroke: '#b58900' },
  danger: { fill: '#fbeaea', stroke: '#b3261e' },
};

export class PdfPage {
  readonly doc: Doc;
  private readonly left: number;
  private readonly width: number;

  constructor(title: string, subject: string, creator = 'Unit-Portal hzatool') {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: 72, bottom: 64, left: 56, right: 56 },
      bufferPages: true,
      info: { Title: title, Subject: subject, Author: 'Unit-Portal', Creator: creator },
    });
    this.left = this.doc.page.margins.left;
    this.width = this.doc.page.width - this.left - this.doc.page.margins.right;
    this.doc.font(font.regular).fontSize(size.body).fillColor(ink);
  }

  title(text: string, subtitle: string): void {
    this.doc.font(font.bold).fontSize(size.title).text(text, this.left, this.doc.y, { width: this.width });
    this.doc
      .moveDown(0.2)
      .font(font.regular)
      .fontSize(size.body + 0.5)
      .fillColor(muted)
      .text(subtitle);
    this.doc.fillColor(ink).moveDown(0.8);
  }

  /** A framed notice, e.g. that the document is no official form; `danger` for what loses money. */
  notice(heading: string, body: string, tone: keyof typeof noticeTones = 'caution'): void {
    const pad = 8;
    const textWidth = this.width - 2 * pad;
    this.doc.fontSize(size.body);
    const height =
      this.doc.font(font.bold).heightOfString(heading, { width: textWidth }) +
      this.doc.font(font.regular).heightOfString(body, { width: textWidth }) +
      2 * pad +
      3;
    this.ensureRoom(height + 6);
    const top = this.doc.y;
    const colours = noticeTones[tone];
    this.doc
      .save()
      .lineWidth(1)
      .rect(this.left, top, this.width, height)
      .fillAndStroke(colours.fill, colours.stroke);
    this.doc.restore().fillColor(ink);
    this.doc.font(font.bold).text(heading, this.left + pad, top + pad, { width: textWidth });
    this.doc.moveDown(0.15).font(font.regular).text(body, { width: textWidth });
    this.doc.x = this.left;
    this.doc.y = top + height + 10;
  }

  /** A numbered section heading on a shaded band. */
  heading(text: string): void {
    this.ensureRoom(60);
    const top = this.doc.y + 4;
    this.doc.save().rect(this.left, top, this.width, 18).fill(band).restore();
    this.doc.font(font.bold).fontSize(size.heading).fillColor(ink);
    this.doc.text(text, this.left + 6, top + 4, { width: this.width - 12 });
    this.doc.x = this.left;
    this.doc.y = top + 24;
    this.doc.font(font.regular).fontSize(size.body);
  }

  /** `following`: room to keep for what comes under it, so the heading is not left alone. */
  subheading(text: string, following = 40): void {
    this.ensureRoom(following + 16);
    this.doc.moveDown(0.3).font(font.bold).fontSize(size.body).text(text, this.left, this.doc.y);
    this.doc.moveDown(0.2).font(font.regular);
  }

  paragraph(text: string, muted_ = false): void {
    this.doc
      .fontSize(size.body)
      .fillColor(muted_ ? muted : ink)
      .font(font.regular);
    this.ensureRoom(this.doc.heightOfString(text, { width: this.width }) + 4);
    this.doc.text(text, this.left, this.doc.y, { width: this.width }).fillColor(ink).moveDown(0.4);
  }

  /** An address on a line of its own that a viewer opens when clicked. */
  link(url: string): void {
    this.doc.fontSize(size.body).font(font.regular);
    this.ensureRoom(this.doc.heightOfString(url, { width: this.width }) + 4);
    this.doc
      .fillColor('#0b57a4')
      .text(url, this.left, this.doc.y, { width: this.width, link: url, underline: true })
      .fillColor(ink)
      .moveDown(0.4);
  }

  /** Label/value rows with a hairline under each, the way a form's fields read. */
  fields(fields: readonly Field[], options: { keepTogether?: boolean } = {}): void {
    const labelWidth = this.width * 0.42;
    const valueX = this.left + labelWidth + 8;
    const valueWidth = this.width - labelWidth - 8;
    this.doc.fontSize(size.body);
    const heights = fields.map((field) => {
      const labelHeight = this.doc.font(font.regular).heightOfString(field.label, { width: labelWidth });
      const valueHeight = this.doc.font(font.bold).heightOfString(field.value || ' ', { width: valueWidth });
      return Math.max(labelHeight, valueHeight) + 6;
    });
    // A short block (one module's data) is not split over two pages.
    if (options.keepTogether) this.ensureRoom(heights.reduce((sum, height) => sum + height, 0));
    for (const [index, field] of fields.entries()) {
      const height = heights[index]!;
      this.ensureRoom(height);
      const top = this.doc.y;
      this.doc
        .font(font.regular)
        .fillColor(muted)
        .text(field.label, this.left, top + 3, { width: labelWidth });
      this.doc.fillColor(ink);
      if (field.check === undefined) {
        this.doc.font(font.bold).text(field.value, valueX, top + 3, { width: valueWidth });
      } else {
        this.checkbox(valueX, top + 3, field.check);
        this.doc.font(font.regular).text(field.value, valueX + 16, top + 3, { width: valueWidth - 16 });
      }
      this.line(top + height, '#d5d5d5');
      this.doc.x = this.left;
      this.doc.y = top + height;
    }
    this.doc.font(font.regular).moveDown(0.5);
  }

  table(spec: TableSpec): void {
    const widths = spec.widths.map((share) => share * this.width);
    const rowHeight = (cells: readonly string[], bold: boolean) => {
      this.doc.font(bold ? font.bold : font.regular).fontSize(size.body);
      return (
        Math.max(...cells.map((cell, i) => this.doc.heightOfString(cell, { width: widths[i]! - 8 }))) + 7
      );
    };
    const drawRow = (cells: readonly string[], bold: boolean, shaded = false) => {
      const height = rowHeight(cells, bold);
      this.ensureRoom(height);
      const top = this.doc.y;
      if (shaded)
        this.doc.save().rect(this.left, top, this.width, height).fill(band).restore().fillColor(ink);
      this.doc.font(bold ? font.bold : font.regular);
      let x = this.left;
      cells.forEach((cell, i) => {
        this.doc.text(cell, x + 4, top + 4, {
          width: widths[i]! - 8,
          align: spec.numeric?.[i] ? 'right' : 'left',
        });
        x += widths[i]!;
      });
      this.doc.x = this.left;
      this.doc.y = top + height;
      return top;
    };
    // The header stays with at least the first row.
    this.ensureRoom(rowHeight(spec.headers, true) + rowHeight(spec.rows[0] ?? [], false));
    drawRow(spec.headers, true, true);
    this.line(this.doc.y, rule);
    spec.rows.forEach((row, index) => {
      const isTotal = spec.totalRow === true && index === spec.rows.length - 1;
      if (isTotal) this.line(this.doc.y, ink, 1);
      drawRow(row, isTotal);
      if (!isTotal) this.line(this.doc.y, '#d5d5d5');
    });
    this.doc.font(font.regular).moveDown(0.6);
  }

  /** A signature line for the applicant (the official form is signed on paper). */
  signature(labels: readonly string[]): void {
    this.ensureRoom(60);
    const top = this.doc.y + 30;
    const share = this.width / labels.length;
    labels.forEach((label, i) => {
      const x = this.left + i * share;
      this.doc
        .save()
        .moveTo(x, top)
        .lineTo(x + share - 24, top)
        .lineWidth(0.7)
        .stroke(ink)
        .restore();
      this.doc
        .fontSize(size.small)
        .fillColor(muted)
        .text(label, x, top + 3, { width: share - 24 });
    });
    this.doc.fillColor(ink).fontSize(size.body);
    this.doc.x = this.left;
    this.doc.y = top + 20;
  }

  /**
   * Writes the running header and footer on every page, then the finished file. `pageLabel` words
   * the page count in the document's language (German by default).
   */
  async finish(
    header: string,
    footer: string,
    pageLabel = (page: number, count: number) => `Seite ${page} von ${count}`,
  ): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    for (let i = 0; i < range.count; i++) {
      this.doc.switchToPage(range.start + i);
      const { margins } = this.doc.page;
      // Writing into the margins must not make pdfkit start a new page.
      const bottom = margins.bottom;
      margins.bottom = 0;
      this.doc.font(font.regular).fontSize(size.small).fillColor(muted);
      this.doc.text(header, this.left, 34, { width: this.width, lineBreak: false });
      this.line(48, rule, 0.5);
      const footerY = this.doc.page.height - 44;
      this.line(footerY - 6, rule, 0.5);
      this.doc.text(footer, this.left, footerY, { width: this.width * 0.8, lineBreak: false });
      this.doc.text(pageLabel(i + 1, range.count), this.left, footerY, {
        width: this.width,
        align: 'right',
        lineBreak: false,
      });
      margins.bottom = bottom;
    }
    const chunks: Buffer[] = [];
    const done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
    this.doc.end();
    return done;
  }

  private checkbox(x: number, y: number, checked: boolean): void {
    this.doc.save().lineWidth(0.8).rect(x, y, 9, 9).stroke(ink);
    if (checked) {
      this.doc
        .moveTo(x + 1.8, y + 1.8)
        .lineTo(x + 7.2, y + 7.2)
        .moveTo(x + 7.2, y + 1.8)
        .lineTo(x + 1.8, y + 7.2)
        .lineWidth(1.2)
        .stroke(ink);
    }
    this.doc.restore();
  }

  private line(y: number, color: string, width = 0.4): void {
    this.doc
      .save()
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(width)
      .stroke(color)
      .restore();
  }

  private ensureRoom(height: number): void {
    const bottom = this.doc.page.height - this.doc.page.margins.bottom;
    if (this.doc.y + height > bottom) {
      this.doc.addPage();
      this.doc.x = this.left;
      this.doc.y = this.doc.page.margins.top;
    }
  }
}
