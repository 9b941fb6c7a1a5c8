// How an SMS is billed. A text made only of the GSM 03.38 default alphabet (7-bit) fits 160 characters in one segment
// and 153 per segment when split; one character outside it (₵, curly quotes, an en dash, an emoji) makes the whole
// text UCS-2: 70 characters in one segment, 67 per segment when split. Characters of the extension table (€ [ ] { } …)
// take two septets.

const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const EXTENSION = '^{}\\[~]|€\f';
const BASIC_SET = new Set(BASIC);
const EXTENSION_SET = new Set(EXTENSION);

export type SmsEncoding = 'gsm7' | 'ucs2';

/** The characters of `text` outside GSM-7 (each once, in order of appearance). */
export function nonGsmCharacters(text: string): string[] {
  const found = new Set<string>();
  for (const char of text) if (!BASIC_SET.has(char) && !EXTENSION_SET.has(char)) found.add(char);
  return [...found];
}

export function smsEncoding(text: string): SmsEncoding {
  return nonGsmCharacters(text).length === 0 ? 'gsm7' : 'ucs2';
}

/** Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes. */
export function smsLength(text: string): number {
  if (smsEncoding(text) === 'ucs2') return text.length;
  let septets = 0;
  for (const char of text) septets += EXTENSION_SET.has(char) ? 2 : 1;
  return septets;
}

/** Billed segments: 1 up to 160 septets (70 UCS-2), then 153 (67) per segment. */
export function smsSegments(text: string): number {
  const length = smsLength(text);
  const [single, part] = smsEncoding(text) === 'gsm7' ? [160, 153] : [70, 67];
  if (length <= single) return 1;
  return Math.ceil(length / part);
}

const REPLACEMENTS: ReadonlyArray<[RegExp, string]> = [
  [/GH₵\s?/gu, 'GHS '],
  [/₵\s?/gu, 'GHS '],
  [/[‘’‚′]/gu, "'"],
  [/[“”„″]/gu, '"'],
  [/[–—−]/gu, '-'],
  [/…/gu, '...'],
  [/[\u00a0\u202f\u2009]/gu, ' '],
  [/•/gu, '-'],
];

/**
 * The text in GSM-7 where a plain equivalent exists ("GH₵953.81" → "GHS 953.81", curly quotes → straight, dashes →
 * "-"). The outbox applies it to every SMS, so a staff-written broadcast is not billed three times for one "₵".
 */
export function toGsm7(text: string): string {
  return REPLACEMENTS.reduce((out, [pattern, plain]) => out.replace(pattern, plain), text);
}
