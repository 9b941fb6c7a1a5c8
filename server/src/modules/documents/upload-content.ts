import zlib from 'node:zlib';
import { imageSize } from 'image-size';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from 'pdf-lib';

/** The `uploads.max_pixels` default: 40 megapixels (a 12 MP phone photo is well inside it, a decompression bomb is not). */
export const DEFAULT_MAX_IMAGE_PIXELS = 40_000_000;

export const UNREADABLE_IMAGE_MESSAGE = 'The image could not be read. Please take the photo or scan again and upload that file.';
export const UNREADABLE_PDF_MESSAGE = 'The PDF could not be read. Please save or print it as a new PDF and upload that file.';
export const ACTIVE_PDF_MESSAGE =
  'This PDF contains active content (JavaScript, launch actions, embedded files or media) and cannot be accepted. Please print it to a new PDF or scan it, and upload that file.';

const megapixels = (pixels: number) => `${Math.round(pixels / 100_000) / 10} megapixels`;

export const tooManyPixelsMessage = (width: number, height: number, maxPixels: number) =>
  `The image is ${width} × ${height} pixels (${megapixels(width * height)}); the largest accepted is ${megapixels(maxPixels)}. Please upload a smaller photo or scan.`;

/**
 * Why an image cannot be kept, or null when it can: its width and height are read from the header (PNG IHDR, JPEG
 * SOF, WebP VP8/VP8L/VP8X through `image-size`), never by decoding the pixels, so a small file that declares a huge
 * canvas is refused before any viewer tries to allocate it.
 */
export function imagePixelProblem(content: Uint8Array, maxPixels: number): string | null {
  let size: { width?: number; height?: number };
  try {
    size = imageSize(content);
  } catch {
    return UNREADABLE_IMAGE_MESSAGE;
  }
  const { width, height } = size;
  if (!width || !height || !Number.isSafeInteger(width) || !Number.isSafeInteger(height)) return UNREADABLE_IMAGE_MESSAGE;
  return width * height > maxPixels ? tooManyPixelsMessage(width, height, maxPixels) : null;
}

/** Dictionary keys that carry scripts, automatic actions, attachments, media or XFA forms (which hold scripts). */
const ACTIVE_KEYS = new Set(['JS', 'JavaScript', 'AA', 'EmbeddedFiles', 'EmbeddedFile', 'EF', 'RichMedia', 'RichMediaContent', 'RichMediaExecute', 'XFA']);
/** Name values that mark an action or object as active wherever they appear (`/S /JavaScript`, `/Type /EmbeddedFile`…). */
const ACTIVE_NAMES = new Set(['JavaScript', 'Launch', 'EmbeddedFile', 'RichMedia', 'RichMediaExecute', 'GoToE', 'ImportData', 'Sound', 'Movie', 'Rendition']);

/**
 * Upper bound on what the streams of one PDF may inflate to. pdf-lib inflates object streams in memory while it
 * parses; the bytes are first inflated here with a cap, so a compressed bomb is refused instead of exhausting memory.
 */
export const MAX_INFLATED_BYTES = 100 * 1024 * 1024;

const STREAM_START = /stream\r?\n/g;

/** False when the Flate streams of the file would inflate past `bound` bytes in total. */
function inflatesWithinBounds(content: Buffer, bound: number): boolean {
  let total = 0;
  const text = content.toString('latin1');
  for (const match of text.matchAll(STREAM_START)) {
    const start = match.index + match[0].length;
    // Zlib data starts with a CMF byte of 0x?8 (deflate); anything else is not a Flate stream.
    if ((content[start] & 0x0f) !== 8) continue;
    const end = text.indexOf('endstream', start);
    try {
      total += zlib.inflateSync(content.subarray(start, end === -1 ? content.length : end), { maxOutputLength: bound - total + 1 }).length;
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return false;
      // A corrupt or truncated stream: pdf-lib judges it below.
    }
    if (total > bound) return false;
  }
  return true;
}

/** The active-content key or name found in a parsed object (dictionaries and arrays inside it included), or null. */
function activeContentIn(object: PDFObject, depth = 0): string | null {
  if (depth > 64) return null;
  if (object instanceof PDFName) return ACTIVE_NAMES.has(object.decodeText()) ? object.decodeText() : null;
  if (object instanceof PDFStream) return activeContentIn(object.dict, depth + 1);
  if (object instanceof PDFArray) {
    for (const item of object.asArray()) {
      const found = activeContentIn(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (object instanceof PDFDict) {
    for (const [key, value] of object.entries()) {
      if (ACTIVE_KEYS.has(key.decodeText())) return key.decodeText();
      const found = activeContentIn(value, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Why a PDF cannot be kept, or null when it can. Every object is parsed with pdf-lib, those packed in compressed
 * object streams included, and names are compared decoded (`/J#61vaScript` is `/JavaScript`), so active content is
 * found however it is written: JavaScript anywhere (document, page, annotation or /OpenAction actions), launch and
 * embedded-go-to actions, additional actions (/AA), attachments, rich media and XFA forms. A file pdf-lib cannot
 * read, or an encrypted one whose packed objects cannot be checked, is refused too: staff never open what was not
 * checked.
 */
export async function pdfProblem(content: Buffer, maxInflatedBytes = MAX_INFLATED_BYTES): Promise<string | null> {
  if (!inflatesWithinBounds(content, maxInflatedBytes)) return UNREADABLE_PDF_MESSAGE;
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(content, { ignoreEncryption: true, throwOnInvalidObject: true, updateMetadata: false });
  } catch {
    return UNREADABLE_PDF_MESSAGE;
  }
  // Strings and streams of an encrypted file are unreadable here, but its dictionaries are not: they are still walked.
  const objects = pdf.context.enumerateIndirectObjects();
  for (const [, object] of objects) {
    if (activeContentIn(object)) return ACTIVE_PDF_MESSAGE;
  }
  // The trailer's catalogue is among the objects; a trailer that points elsewhere is checked too.
  const trailer = pdf.context.trailerInfo;
  for (const entry of [trailer.Root, trailer.Info]) {
    const object = entry ? pdf.context.lookup(entry) : undefined;
    if (object && activeContentIn(object)) return ACTIVE_PDF_MESSAGE;
  }
  return null;
}
