import zlib from 'node:zlib';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';

/** Test fixtures built in code (no binaries in the repository): images that declare a size, PDFs with active content. */

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid black-and-white PNG of `width` × `height` pixels, all black: 1 bit per pixel, every row filtered "none",
 * zlib-compressed, so 20,000 × 20,000 px (400 megapixels) is about 50 KB on disk.
 */
export function blankPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, adaptive filtering, no interlace
  const rowBytes = 1 + Math.ceil(width / 8);
  const pixels = zlib.deflateSync(Buffer.alloc(rowBytes * height), { level: 9 });
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), pngChunk('IHDR', header), pngChunk('IDAT', pixels), pngChunk('IEND', Buffer.alloc(0))]);
}

/** The markers of a baseline JPEG (JFIF APP0, then SOF0 declaring `width` × `height`, three components), then EOI. */
export function jpegHeader(width: number, height: number): Buffer {
  const app0 = Buffer.from('ffe000104a46494600010100000100010000', 'hex');
  const sof0 = Buffer.alloc(19);
  sof0.set([0xff, 0xc0, 0x00, 0x11, 0x08], 0);
  sof0.writeUInt16BE(height, 5);
  sof0.writeUInt16BE(width, 7);
  sof0.set([0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01], 9);
  return Buffer.concat([Buffer.from('ffd8', 'hex'), app0, sof0, Buffer.alloc(200, 0x11), Buffer.from('ffd9', 'hex')]);
}

/** A one-page PDF written by hand with `catalogExtra` inside the catalogue (classic cross-reference table, no object streams). */
export function handWrittenPdf(catalogExtra: string, extraObjects: string[] = []): Buffer {
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    ...extraObjects,
  ];
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A PDF written by pdf-lib with its objects packed in compressed object streams; `decorate` adds what the test needs. */
export async function packedPdf(decorate: (pdf: PDFDocument) => void | Promise<void> = () => {}): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]).drawText('Payslip', { x: 20, y: 100 });
  await decorate(pdf);
  return Buffer.from(await pdf.save({ useObjectStreams: true }));
}

/** An OpenAction that runs JavaScript when the file is opened, as the catalogue's direct dictionary. */
export const openActionScript = (pdf: PDFDocument) => {
  pdf.catalog.set(PDFName.of('OpenAction'), pdf.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') }));
};
