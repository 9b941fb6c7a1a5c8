// The strength meter's judge: the server's rules (server/src/shared/password-judge.ts) over zxcvbn's common lists
// only (breached passwords, diceware words, keyboard patterns). Loaded lazily by components/PasswordStrength.tsx.
import * as common from '@zxcvbn-ts/language-common';
import { createPasswordJudge } from '../../../server/src/shared/password-judge';

export { passwordAdvice } from '../../../server/src/shared/password-judge';

export const judgePassword = createPasswordJudge({ graphs: common.adjacencyGraphs, dictionary: common.dictionary });
