// The one password policy (issue 32, OWASP ASVS 5.0 §6.2, NIST SP 800-63B): long enough, any Unicode, no composition
// rules, not guessable. zxcvbn (the kept @zxcvbn-ts core with its common and English dictionaries) estimates how
// guessable a password is, with the account's own email and our product's name as context; a score below 3 is refused.
// Shared by the server (which decides) and the web (which shows the strength as the customer types, in a lazy chunk).
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, MIN_PASSWORD_SCORE, passwordLength } from './password-rules.js';

export * from './password-rules.js';

/** Words a password must not contain (compared without case, spaces or punctuation) and zxcvbn's extra context. */
const PRODUCT_WORDS = ['ghanahomescredit', 'ghanahomes', 'homescredit'];
const CONTEXT_WORDS = ['ghana', 'homes', 'credit', 'ghana homes credit', 'accra', 'kumasi', 'cedi', 'cedis', 'akwaaba'];

export type PasswordProblem = 'too_short' | 'too_long' | 'contains_email' | 'contains_name' | 'guessable';

export interface PasswordVerdict {
  /** zxcvbn's 0–4 (0 when a rule refused it before the estimate). */
  score: number;
  problem: PasswordProblem | null;
  /** zxcvbn's own hint in English, when it has one ("This is similar to a commonly used password."). */
  warning: string | null;
}

let estimator: ZxcvbnFactory | undefined;
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
    translations: english.translations,
    // The estimate's cost grows fast with length and l33t symbols (a random 128-character password took 3.2 s of one
    // core with the defaults, blocking the event loop): 64 characters and 8 l33t substitutions keep it under ~200 ms
    // while "P@ssw0rd2026" and "l3tm31n12345" still score 1. Anything past 64 characters is long enough anyway.
    l33tMaxSubstitutions: 8,
    maxLength: 64,
  });
  return estimator;
}

const letters = (value: string) => value.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The part of an email before "@" (and before a "+tag"), when it is long enough to be a real word of its own. */
function emailLocalPart(email: string | null | undefined): string | null {
  const local = letters((email ?? '').split('@')[0]?.split('+')[0] ?? '');
  return local.length >= 3 ? local : null;
}

/** Judges a new password for an account with this email. Pure; ~10–100 ms for zxcvbn on a long password. */
export function judgePassword(password: string, email?: string | null): PasswordVerdict {
  const length = passwordLength(password);
  if (length < MIN_PASSWORD_LENGTH) return { score: 0, problem: 'too_short', warning: null };
  if (length > MAX_PASSWORD_LENGTH) return { score: 0, problem: 'too_long', warning: null };
  const plain = letters(password);
  const local = emailLocalPart(email);
  if (local && plain.includes(local)) return { score: 0, problem: 'contains_email', warning: null };
  if (PRODUCT_WORDS.some((word) => plain.includes(word))) return { score: 0, problem: 'contains_name', warning: null };
  const result = zxcvbn().check(password, [...CONTEXT_WORDS, ...(email ? [email, ...(local ? [local] : [])] : [])]);
  return {
    score: result.score,
    problem: result.score < MIN_PASSWORD_SCORE ? 'guessable' : null,
    warning: result.feedback.warning || null,
  };
}

export function isStrongPassword(password: string, email?: string | null): boolean {
  return judgePassword(password, email).problem === null;
}

/** What the customer reads beside the strength bar, for a verdict. */
export function passwordAdvice(verdict: PasswordVerdict): string {
  switch (verdict.problem) {
    case 'too_short':
      return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
    case 'too_long':
      return `Use at most ${MAX_PASSWORD_LENGTH} characters.`;
    case 'contains_email':
      return 'Do not use your email address in your password.';
    case 'contains_name':
      return 'Do not use our name in your password.';
    case 'guessable':
      return verdict.warning ?? 'This password is easy to guess. Add another word or two.';
    default:
      return verdict.score >= 4 ? 'Strong password.' : 'Good password.';
  }
}
