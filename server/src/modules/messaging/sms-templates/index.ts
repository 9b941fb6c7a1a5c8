// SMS texts by key and language: one file per language (en.ts; a Twi file adds its keys and falls back to English for
// the rest). Callers pass values already formatted (smsMoney for amounts, formatDate for days); the same wording serves
// the in-app copy of a reminder, with the amount as GH₵.
import { formatCedis } from '../../../finance/money.js';
import { SMS_EN } from './en.js';
import type { SmsKey, SmsParams, SmsTemplates } from './types.js';

export type { SmsKey, SmsParams, SmsTemplates } from './types.js';

export const SMS_LANGUAGES = ['en'] as const;
export type SmsLanguage = (typeof SMS_LANGUAGES)[number];

const TEMPLATES: Record<SmsLanguage, Partial<SmsTemplates>> = { en: SMS_EN };

/** The SMS `key` with its values, in the language (English where the language has no text for it). */
export function smsText<K extends SmsKey>(key: K, params: SmsParams[K], language: SmsLanguage = 'en'): string {
  const template = (TEMPLATES[language][key] ?? SMS_EN[key]) as (params: SmsParams[K]) => string;
  return template(params);
}

/** 95381 → "GHS 953.81": the ISO code, since "₵" is outside GSM-7 and would triple the cost of an SMS. */
export function smsMoney(pesewas: number): string {
  return formatCedis(pesewas).replace('GH₵', 'GHS ');
}
