// Shared layout for the PDFs customers download (receipts, loan statements): A4, one embedded font that has the
// cedi sign, a header, key/value blocks, tables that continue across pages with their header repeated, and a
// "Page n of m" footer.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import PDFDocument from 'pdfkit';

/**
 * pdfkit's 14 standard fonts (Helvetica...) are WinAnsi-encoded and have no "₵" (U+20B5): pdfkit writes another
 * glyph in its place ("GH μ9,589.70" when read back). So the PDFs embed DejaVu Sans, which has it, from the
 * @fontsource/dejavu-sans npm package (a dependency, so every machine and image has it; no system font needed).
 * pdfkit subsets the font: a receipt stays ~10 KB. The package ships WOFF; fontkit reads WOFF ~20× slower than the
 * plain TrueType inside it (it inflates tables on every glyph access: ~3 s for a receipt), so the font is unwrapped
 * to TrueType once per process (`woffToSfnt`).
 */
const FONT_FILES = {
  regular: '@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff',
  bold: '@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff',
} as const;

type FontName = keyof typeof FONT_FILES;
let fontData: Record<FontName, Buffer> | null = null;

function fonts(): Record<FontName, Buffer> {
  if (!fontData) {
    const require = createRequire(import.meta.url);
    const load = (name: FontName) => woffToSfnt(fs.readFileSync(require.resolve(FONT_FILES[name])));
    fontData = { regular: load('regular'), bold: load('bold') };
  }
  return fontData;
}

const WOFF_SIGNATURE = 0x774f4646;

/**
 * WOFF 1.0 → the TrueType/OpenType file it wraps (W3C WOFF §3-5): the same tables, inflated where compressed, behind
 * a plain sfnt header. The tables keep their order (WOFF sorts them by tag, as sfnt wants) and their checksums.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < 44 || woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? zlib.inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('WOFF table has the wrong length');
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data };
  });
  const pad = (length: number) => (length + 3) & ~3;
  const headerLength = 12 + numTables * 16;
  const size = tables.reduce((sum, table) => sum + pad(table.data.length), headerLength);
  const sfnt = Buffer.alloc(size);
  const power = 2 ** Math.floor(Math.log2(numTables));
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = headerLength;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    sfnt.writeUInt32BE(table.tag, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += pad(table.data.length);
  });
  return sfnt;
}

export const PAGE_MARGIN = 48;
const FOOTER_HEIGHT = 28;
const CELL_PADDING_X = 4;
const CELL_PADDING_Y = 3;
const COLORS = { text: '#1a1a1a', muted: '#5f6368', rule: '#c8ccd0', headerFill: '#eef1f4', totalFill: '#f6f7f8', brand: '#0b5d3b' } as const;

export type Doc = PDFKit.PDFDocument;

export interface PdfMeta {
  title: string;
  author: string;
  subject?: string;
  /** Fixed creation date, so the same data gives the same file. */
  createdAt: Date;
}

export function createDocument(meta: PdfMeta): Doc {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE_MARGIN, bottom: PAGE_MARGIN + FOOTER_HEIGHT, left: PAGE_MARGIN, right: PAGE_MARGIN },
    bufferPages: true,
    info: { Title: meta.title, Author: meta.author, Subject: meta.subject, Creator: meta.author, Producer: meta.author, CreationDate: meta.createdAt, ModDate: meta.createdAt },
    lang: 'en-GH',
    displayTitle: true,
  });
  const data = fonts();
  doc.registerFont('regular', data.regular);
  doc.registerFont('bold', data.bold);
  doc.font('regular').fontSize(10).fillColor(COLORS.text);
  return doc;
}

/** Writes the footer on every page, ends the document and resolves with its bytes. */
export function finish(doc: Doc, footer: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const range = doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index += 1) {
      doc.switchToPage(index);
      // Writing inside the bottom margin would otherwise start a new page.
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const y = doc.page.height - PAGE_MARGIN - 10;
      doc.moveTo(PAGE_MARGIN, y - 6).lineTo(doc.page.width - PAGE_MARGIN, y - 6).lineWidth(0.5).strokeColor(COLORS.rule).stroke();
      doc.font('regular').fontSize(7.5).fillColor(COLORS.muted);
      doc.text(footer, PAGE_MARGIN, y, { width: contentWidth(doc) - 80, lineBreak: false });
      doc.text(`Page ${index - range.start + 1} of ${range.count}`, doc.page.width - PAGE_MARGIN - 80, y, { width: 80, align: 'right', lineBreak: false });
      doc.page.margins.bottom = bottom;
    }
    doc.end();
  });
}

export function contentWidth(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

function pageBottom(doc: Doc): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** Starts a new page unless `height` more points fit on this one. */
export function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > pageBottom(doc)) {
    doc.addPage();
    doc.y = doc.page.margins.top;
  }
}

/** The brand line, the document's title and a line under them. */
export function header(doc: Doc, brand: string, title: string, subtitle?: string): void {
  const left = doc.page.margins.left;
  doc.font('bold').fontSize(11).fillColor(COLORS.brand).text(brand, left, doc.page.margins.top, { width: contentWidth(doc) });
  doc.moveDown(0.2);
  doc.font('bold').fontSize(18).fillColor(COLORS.text).text(title, { width: contentWidth(doc) });
  if (subtitle) doc.font('regular').fontSize(9.5).fillColor(COLORS.muted).text(subtitle, { width: contentWidth(doc) });
  doc.moveDown(0.4);
  rule(doc);
  doc.moveDown(0.6);
}

export function rule(doc: Doc): void {
  const left = doc.page.margins.left;
  doc.moveTo(left, doc.y).lineTo(left + contentWidth(doc), doc.y).lineWidth(0.75).strokeColor(COLORS.rule).stroke();
}

export function heading(doc: Doc, text: string): void {
  ensureRoom(doc, 60);
  doc.moveDown(0.6);
  doc.font('bold').fontSize(12).fillColor(COLORS.text).text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.3);
}

export function subheading(doc: Doc, text: string): void {
  ensureRoom(doc, 48);
  doc.moveDown(0.4);
  doc.font('bold').fontSize(10).fillColor(COLORS.text).text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.2);
}

export function paragraph(doc: Doc, text: string, options: { muted?: boolean; size?: number } = {}): void {
  doc
    .font('regular')
    .fontSize(options.size ?? 9)
    .fillColor(options.muted ? COLORS.muted : COLORS.text)
    .text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
}

/** Label/value pairs in two columns of pairs (one column when `columns` is 1). */
export function keyValues(doc: Doc, pairs: ReadonlyArray<readonly [string, string]>, options: { columns?: 1 | 2; labelWidth?: number } = {}): void {
  const columns = options.columns ?? 2;
  const left = doc.page.margins.left;
  const gap = 16;
  const columnWidth = (contentWidth(doc) - gap * (columns - 1)) / columns;
  const labelWidth = options.labelWidth ?? Math.min(130, columnWidth * 0.5);
  const valueWidth = columnWidth - labelWidth - 6;
  doc.fontSize(9);
  for (let index = 0; index < pairs.length; index += columns) {
    const row = pairs.slice(index, index + columns);
    const height = Math.max(
      ...row.map(([label, value]) =>
        Math.max(doc.font('regular').heightOfString(label, { width: labelWidth }), doc.font('bold').heightOfString(value, { width: valueWidth })),
      ),
    );
    ensureRoom(doc, height + 4);
    const y = doc.y;
    row.forEach(([label, value], column) => {
      const x = left + column * (columnWidth + gap);
      doc.font('regular').fillColor(COLORS.muted).text(label, x, y, { width: labelWidth });
      doc.font('bold').fillColor(COLORS.text).text(value, x + labelWidth + 6, y, { width: valueWidth });
    });
    doc.x = left;
    doc.y = y + height + 4;
  }
}

export interface Column {
  header: string;
  /** A share of the content width; the shares of a table's columns are scaled to fill it. */
  width: number;
  align?: 'left' | 'right';
}

export interface TableOptions {
  fontSize?: number;
  /** Rows drawn bold on a light fill (totals, opening and closing balances). */
  emphasised?: ReadonlySet<number>;
}

/** A table whose rows never split; when the page is full it continues on the next one under a repeated header. */
export function table(doc: Doc, columns: readonly Column[], rows: ReadonlyArray<readonly string[]>, options: TableOptions = {}): void {
  const fontSize = options.fontSize ?? 8;
  const left = doc.page.margins.left;
  const totalShare = columns.reduce((sum, column) => sum + column.width, 0);
  const widths = columns.map((column) => (column.width / totalShare) * contentWidth(doc));
  const xs = widths.map((_, index) => left + widths.slice(0, index).reduce((sum, width) => sum + width, 0));
  doc.fontSize(fontSize);

  const rowHeight = (cells: readonly string[], font: 'regular' | 'bold') =>
    Math.max(...cells.map((cell, index) => doc.font(font).heightOfString(cell || ' ', { width: widths[index] - CELL_PADDING_X * 2 }))) + CELL_PADDING_Y * 2;

  const drawRow = (cells: readonly string[], font: 'regular' | 'bold', fill: string | null) => {
    const height = rowHeight(cells, font);
    const y = doc.y;
    if (fill) doc.rect(left, y, contentWidth(doc), height).fillColor(fill).fill();
    doc.font(font).fontSize(fontSize).fillColor(COLORS.text);
    cells.forEach((cell, index) => {
      doc.text(cell, xs[index] + CELL_PADDING_X, y + CELL_PADDING_Y, { width: widths[index] - CELL_PADDING_X * 2, align: columns[index].align ?? 'left' });
    });
    doc
      .moveTo(left, y + height)
      .lineTo(left + contentWidth(doc), y + height)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    doc.x = left;
    doc.y = y + height;
  };

  const headers = columns.map((column) => column.header);
  const headerHeight = rowHeight(headers, 'bold');
  const drawHeader = () => drawRow(headers, 'bold', COLORS.headerFill);

  // The header never sits alone at the foot of a page.
  ensureRoom(doc, headerHeight + (rows[0] ? rowHeight(rows[0], 'regular') : 0));
  drawHeader();
  rows.forEach((cells, index) => {
    const emphasised = options.emphasised?.has(index) ?? false;
    const font = emphasised ? 'bold' : 'regular';
    if (doc.y + rowHeight(cells, font) > pageBottom(doc)) {
      doc.addPage();
      doc.y = doc.page.margins.top;
      drawHeader();
    }
    drawRow(cells, font, emphasised ? COLORS.totalFill : null);
  });
  doc.moveDown(0.5);
}
