import { Extensions } from 'type-graphql';
import type { Permission } from '../auth/permissions.js';

/**
 * Every root operation and object field declares who may use it. The rule is written into the field's schema
 * extensions: `graphql/auth-checker.ts` reads them once when the schema is built and wraps only the fields that
 * need a check (public and inheriting fields cost nothing per field), and a test walks the schema to find
 * anything undeclared.
 *  - public: anyone, signed in or not
 *  - signedIn: any signed-in caller (ownership is then checked in the service)
 *  - permission: any of the listed SPEC §6 flags
 *  - ownerOr: the record's owner (the parent object's `userId`), or any of the listed flags
 *  - inherit (class level only): readable by whoever could read the parent field that returned the object
 */
export type RuleKind = 'public' | 'signedIn' | 'permission' | 'ownerOr' | 'inherit';

type AnyDecorator = MethodDecorator & PropertyDecorator & ClassDecorator;

function combine(...decorators: Array<MethodDecorator | PropertyDecorator | ClassDecorator>): AnyDecorator {
  return ((target: object, key?: string | symbol, descriptor?: PropertyDescriptor) => {
    for (const decorator of decorators) {
      (decorator as (target: object, key?: string | symbol, descriptor?: PropertyDescriptor) => void)(target, key, descriptor);
    }
  }) as AnyDecorator;
}

export const Allow = {
  public: () => combine(Extensions({ auth: 'public' })),
  signedIn: () => combine(Extensions({ auth: 'signedIn' })),
  permission: (...permissions: [Permission, ...Permission[]]) => combine(Extensions({ auth: 'permission', permissions })),
  ownerOr: (...permissions: Permission[]) => combine(Extensions({ auth: 'ownerOr', permissions })),
  /** On an object type: its fields are as readable as the field that returned it. */
  inherit: () => Extensions({ auth: 'inherit' }) as ClassDecorator,
};
