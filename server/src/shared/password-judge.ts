// The password policy's rules (OWASP ASVS 5.0 §6.2, NIST SP 800-63B): long enough, any Unicode, no
// composition rules, not guessable. zxcvbn (the kept @zxcvbn-ts core) estimates how guessable a password is, with the
// account's own email and our product's name as context; a score below 3 is refused. No word lists here: the server
// (password-policy.ts) and the web's strength meter each give theirs.
import { ZxcvbnFactory, type OptionsType } from '@zxcvbn-ts/core';
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


const letters = (value: string) => value.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The part of an email before "@" (and before a "+tag"), when it is long enough to be a real word of its own. */
function emailLocalPart(email: string | null | undefined): string | null {
  const local = letters((email ?? '').split('@')[0]?.split('+')[0] ?? '');
  return local.length >= 3 ? local : null;
}

export type PasswordJudge = (password: string, email?: string | null) => PasswordVerdict;

/**
 * The policy over a set of zxcvbn word lists: the server's (every common and English list) decides; the web's
 * strength meter uses the common lists only (a 2 MB download less), so it may rate a dictionary word higher than
 * the server will. With no translations zxcvbn's warnings are keys, so they are left out.
 */
export function createPasswordJudge(options: Pick<OptionsType, 'dictionary' | 'graphs' | 'translations'>): PasswordJudge {
  let estimator: ZxcvbnFactory | undefined;
  const zxcvbn = () =>
    (estimator ??= new ZxcvbnFactory({
      ...options,
      // The estimate's cost grows fast with length and l33t symbols (a random 128-character password took 3.2 s of one
      // core with the defaults, blocking the event loop): 64 characters and 8 l33t substitutions keep it under ~200 ms
      // while "P@ssw0rd2026" and "l3tm31n12345" still score 1. Anything past 64 characters is long enough anyway.
      l33tMaxSubstitutions: 8,
      maxLength: 64,
    }));
  return (password, email) => judge(zxcvbn(), Boolean(options.translations), password, email);
}

function judge(zxcvbn: ZxcvbnFactory, translated: boolean, password: string, email?: string | null): PasswordVerdict {
  const length = passwordLength(password);
  if (length < MIN_PASSWORD_LENGTH) return { score: 0, problem: 'too_short', warning: null };
  if (length > MAX_PASSWORD_LENGTH) return { score: 0, problem: 'too_long', warning: null };
  const plain = letters(password);
  const local = emailLocalPart(email);
  if (local && plain.includes(local)) return { score: 0, problem: 'contains_email', warning: null };
  if (PRODUCT_WORDS.some((word) => plain.includes(word))) return { score: 0, problem: 'contains_name', warning: null };
  const result = zxcvbn.check(password, [...CONTEXT_WORDS, ...(email ? [email, ...(local ? [local] : [])] : [])]);
  return {
    score: result.score,
    problem: result.score < MIN_PASSWORD_SCORE ? 'guessable' : null,
    warning: (translated && result.feedback.warning) || null,
  };
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
