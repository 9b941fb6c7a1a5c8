// @IsGhanaPhone: every phone field of every input reads the usual Ghana forms through the one parser
// (shared/phone.ts) and reaches the resolver as E.164, so services only ever store "+233XXXXXXXXX".
import { registerDecorator, type ValidationOptions } from 'class-validator';
import { parseGhanaPhone, PHONE_MESSAGES, type PhoneKind } from '../shared/phone.js';

/**
 * Refuses anything but a Ghana number (the message says what is wrong and names the networks' prefixes) and writes
 * the E.164 form back onto the input object. Pair with @IsOptional() where the field may be left out or null.
 */
export function IsGhanaPhone(kind: PhoneKind = 'any', options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isGhanaPhone',
      target: target.constructor,
      propertyName,
      options,
      validator: {
        validate(value: unknown, args) {
          if (typeof value !== 'string') return false;
          const result = parseGhanaPhone(value, kind);
          if (!result.ok) return false;
          // type-graphql hands this same instance to the resolver once validation passes.
          (args!.object as Record<string, unknown>)[args!.property] = result.e164;
          return true;
        },
        defaultMessage(args) {
          const result = typeof args?.value === 'string' ? parseGhanaPhone(args.value, kind) : null;
          return result && !result.ok ? result.message : PHONE_MESSAGES.format;
        },
      },
    });
}
