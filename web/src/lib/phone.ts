// The web side of THE Ghana phone parser (server/src/shared/phone.ts, the same code the server validates with):
// zod fields for forms, which keep what the user typed and send E.164.
import { z } from 'zod';
import { parseGhanaPhone, type PhoneKind } from '../../../server/src/shared/phone';

export {
  formatGhanaPhone,
  ghanaNetworkOf,
  GHANA_NETWORKS,
  NETWORK_PREFIXES_TEXT,
  parseGhanaPhone,
  PHONE_EXAMPLE,
  PHONE_MESSAGES,
  phoneHref,
  toE164,
} from '../../../server/src/shared/phone';
export type { GhanaNetwork, PhoneKind } from '../../../server/src/shared/phone';

/** A required phone field: `requiredMessage` when empty, else the parser's message. */
export function ghanaPhoneField(requiredMessage: string, kind: PhoneKind = 'any') {
  return z
    .string()
    .trim()
    .superRefine((value, context) => {
      if (value === '') {
        context.addIssue({ code: 'custom', message: requiredMessage });
        return;
      }
      const result = parseGhanaPhone(value, kind);
      if (!result.ok) context.addIssue({ code: 'custom', message: result.message });
    });
}

/** An optional phone field: '' passes, anything else must parse. */
export function optionalGhanaPhoneField(kind: PhoneKind = 'any') {
  return z
    .string()
    .trim()
    .superRefine((value, context) => {
      if (value === '') return;
      const result = parseGhanaPhone(value, kind);
      if (!result.ok) context.addIssue({ code: 'custom', message: result.message });
    });
}
