// The text of a PDF as a reader sees it, for tests that check what a generated document says.
import fs from 'node:fs';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Text per page: the items of a line joined, lines separated by newlines. PDF_OUT=<dir> keeps the files to look at. */
export async function pdfPages(bytes: Uint8Array | ArrayBuffer, name?: string): Promise<string[]> {
  const data = bytes instanceof Uint8Array ? new Uint8Array(bytes) : new Uint8Array(bytes);
  if (name && process.env.PDF_OUT) fs.writeFileSync(path.join(process.env.PDF_OUT, name), data);
  const pdf = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''));
  }
  await pdf.destroy();
  return pages;
}

/** The whole document's text on one line, whitespace squashed. */
export async function pdfText(bytes: Uint8Array | ArrayBuffer, name?: string): Promise<string> {
  return (await pdfPages(bytes, name)).join('\n').replace(/\s+/g, ' ');
}
