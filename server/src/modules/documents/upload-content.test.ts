import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../config.js';
import { blankPng, handWrittenPdf, jpegHeader, openActionScript, packedPdf } from './upload-content.fixtures.js';
import {
  ACTIVE_PDF_MESSAGE,
  DEFAULT_MAX_IMAGE_PIXELS,
  imagePixelProblem,
  pdfProblem,
  UNREADABLE_IMAGE_MESSAGE,
  UNREADABLE_PDF_MESSAGE,
} from './upload-content.js';

const seedFile = (name: string) => fs.readFileSync(path.join(ROOT_DIR, 'server/seed-files', name));

describe('imagePixelProblem', () => {
  it('refuses a small PNG that declares 20,000 × 20,000 pixels, read from its header without decoding it', () => {
    const bomb = blankPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200_000);
    const started = performance.now();
    expect(imagePixelProblem(bomb, DEFAULT_MAX_IMAGE_PIXELS)).toBe(
      'The image is 20000 × 20000 pixels (400 megapixels); the largest accepted is 40 megapixels. Please upload a smaller photo or scan.',
    );
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('takes images up to the limit and refuses one pixel more, for PNG and JPEG (SOF) alike', () => {
    expect(imagePixelProblem(blankPng(4000, 3000), 12_000_000)).toBeNull();
    expect(imagePixelProblem(blankPng(4000, 3001), 12_000_000)).toMatch(/^The image is 4000 × 3001 pixels \(12 megapixels\)/);
    expect(imagePixelProblem(jpegHeader(4032, 3024), DEFAULT_MAX_IMAGE_PIXELS)).toBeNull();
    expect(imagePixelProblem(jpegHeader(10_000, 5_000), DEFAULT_MAX_IMAGE_PIXELS)).toMatch(/^The image is 10000 × 5000 pixels \(50 megapixels\); the largest accepted is 40 megapixels/);
    expect(imagePixelProblem(seedFile('sample-ghana-card.png'), DEFAULT_MAX_IMAGE_PIXELS)).toBeNull();
  });

  it('refuses an image whose header cannot be read', () => {
    const jfifOnly = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(200, 0x11), Buffer.from('ffd9', 'hex')]);
    expect(imagePixelProblem(jfifOnly, DEFAULT_MAX_IMAGE_PIXELS)).toBe(UNREADABLE_IMAGE_MESSAGE);
    expect(imagePixelProblem(blankPng(10, 10).subarray(0, 12), DEFAULT_MAX_IMAGE_PIXELS)).toBe(UNREADABLE_IMAGE_MESSAGE);
  });
});

describe('pdfProblem', () => {
  it('accepts our sample PDFs and a plain PDF with packed object streams', async () => {
    for (const name of ['sample-payslip.pdf', 'sample-statement.pdf']) expect(await pdfProblem(seedFile(name)), name).toBeNull();
    expect(await pdfProblem(await packedPdf())).toBeNull();
    expect(await pdfProblem(handWrittenPdf(''))).toBeNull();
  });

  it('refuses an OpenAction with JavaScript, also inside a compressed object stream and with an escaped name', async () => {
    expect(await pdfProblem(handWrittenPdf('/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>'))).toBe(ACTIVE_PDF_MESSAGE);
    expect(await pdfProblem(handWrittenPdf('/OpenAction 4 0 R', ['<< /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>']))).toBe(ACTIVE_PDF_MESSAGE);
    const packed = await packedPdf(openActionScript);
    // The action is nowhere in the file's bytes as text: only parsing the object stream finds it.
    expect(packed.includes('JavaScript')).toBe(false);
    expect(await pdfProblem(packed)).toBe(ACTIVE_PDF_MESSAGE);
  });

  it('refuses document JavaScript, launch actions, additional actions, attachments and rich media', async () => {
    const cases = [
      '/Names << /JavaScript << /Names [(a) << /S /JavaScript /JS (x) >>] >> >>',
      '/OpenAction << /S /Launch /F (cmd.exe) >>',
      '/AA << /WC << /S /GoTo /D [3 0 R /Fit] >> >>',
      '/Names << /EmbeddedFiles << /Names [] >> >>',
      '/Extra << /Subtype /RichMedia >>',
      '/AcroForm << /Fields [] /XFA 4 0 R >>',
    ];
    for (const extra of cases) expect(await pdfProblem(handWrittenPdf(extra, ['<< >>'])), extra).toBe(ACTIVE_PDF_MESSAGE);
    const withAttachment = await packedPdf(async (pdf) => {
      await pdf.attach(Buffer.from('MZ'), 'payload.exe', { mimeType: 'application/octet-stream' });
    });
    expect(await pdfProblem(withAttachment)).toBe(ACTIVE_PDF_MESSAGE);
    const pageAction = await packedPdf((pdf) => {
      pdf.getPage(0).node.set(PDFName.of('AA'), pdf.context.obj({ O: { S: 'JavaScript', JS: PDFString.of('x') } }));
    });
    expect(await pdfProblem(pageAction)).toBe(ACTIVE_PDF_MESSAGE);
  });

  it('refuses a PDF it cannot read and one whose streams inflate past the bound, quickly', async () => {
    expect(await pdfProblem(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog'))).toBe(UNREADABLE_PDF_MESSAGE);
    // 20 MB of zeros in an object stream of 20 KB, against a bound of 10 MB (the real bound is MAX_INFLATED_BYTES).
    const bomb = zlib.deflateSync(Buffer.alloc(20 * 1024 * 1024), { level: 9 });
    const packedBomb = handWrittenPdf('', [`<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${bomb.length} >>\nstream\n${bomb.toString('latin1')}\nendstream`]);
    expect(packedBomb.length).toBeLessThan(50_000);
    const started = performance.now();
    expect(await pdfProblem(packedBomb, 10 * 1024 * 1024)).toBe(UNREADABLE_PDF_MESSAGE);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
