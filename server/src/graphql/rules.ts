import { Authorized, Extensions } from 'type-graphql';
import type { Permission } from '../auth/permissions.js';

/**
 * Every root operation and object field declares who may use it; the rule is also written into the schema's
 * extensions so a test can walk the schema and find anything undeclared.
 *  - public: anyone, signed in or not
 *  - signedIn: any signed-in caller (ownership is then checked in the service)
 *  - permission: any of the listed SPEC §6 flags
 *  - ownerOr: the record's owner (the parent object's `userId`), or any of the listed flags
 *  - inherit (class level only): readable by whoever could read the parent field that returned the object
 */
export type RuleKind = 'public' | 'signedIn' | 'permission' | 'ownerOr' | 'inherit';
export const OWNER = 'owner';

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
  signedIn: () => combine(Authorized(), Extensions({ auth: 'signedIn' })),
  permission: (...permissions: [Permission, ...Permission[]]) =>
    combine(Authorized(permissions), Extensions({ auth: 'permission', permissions })),
  ownerOr: (...permissions: Permission[]) =>
    combine(Authorized([OWNER, ...permissions]), Extensions({ auth: 'ownerOr', permissions })),
  /** On an object type: its fields are as readable as the field that returned it. */
  inherit: () => Extensions({ auth: 'inherit' }) as ClassDecorator,
};
