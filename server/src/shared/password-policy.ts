// The password policy the server applies: the rules of password-judge.ts over every common and English zxcvbn list.
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { createPasswordJudge } from './password-judge.js';

export * from './password-judge.js';

/** Judges a new password for an account with this email. Pure; ~10–200 ms on a long password. */
export const judgePassword = createPasswordJudge({
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...english.dictionary },
  translations: english.translations,
});

export function isStrongPassword(password: string, email?: string | null): boolean {
  return judgePassword(password, email).problem === null;
}
