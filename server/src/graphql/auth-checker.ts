import { defaultFieldResolver, isObjectType, type GraphQLField, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { hasPermission, type Permission } from '../auth/permissions.js';
import type { BaseContext } from './context.js';
import { forbidden, signInStepOwed, unauthenticated } from './errors.js';
import type { RuleKind } from './rules.js';

type Check = (context: BaseContext, root: unknown) => void;

/**
 * The check a field's rule needs, or null when it needs none (public, or inheriting from its parent field).
 * Checks are synchronous: a field without a check resolves exactly as graphql-js would without us.
 */
export function checkFor(rule: RuleKind | undefined, permissions: readonly Permission[] = []): Check | null {
  switch (rule) {
    case 'signedIn':
      return (context) => {
        if (!context.viewer) throw unauthenticated();
        if (context.viewer.pending) throw signInStepOwed(context.viewer.pending);
      };
    case 'permission':
      return (context) => {
        const viewer = context.viewer;
        if (!viewer) throw unauthenticated();
        if (viewer.pending) throw signInStepOwed(viewer.pending);
        for (const permission of permissions) if (hasPermission(viewer.role, permission)) return;
        throw forbidden();
      };
    case 'ownerOr':
      // Field-level rules see the parent object: an owner rule compares its `userId` with the caller.
      return (context, root) => {
        const viewer = context.viewer;
        if (!viewer) throw unauthenticated();
        if (viewer.pending) throw signInStepOwed(viewer.pending);
        const ownerId = (root as { userId?: string } | null | undefined)?.userId;
        if (ownerId && ownerId === viewer.id) return;
        for (const permission of permissions) if (hasPermission(viewer.role, permission)) return;
        throw forbidden();
      };
    default:
      return null;
  }
}

function guard(resolver: GraphQLFieldResolver<unknown, BaseContext>, check: Check): GraphQLFieldResolver<unknown, BaseContext> {
  return (root, args, context, info) => {
    check(context, root);
    return resolver(root, args, context, info);
  };
}

/**
 * Enforces the `Allow.*` rules written in the schema's extensions (`graphql/rules.ts`), resolved once here when
 * the schema is built: only fields with a signedIn, permission or ownerOr rule get a wrapper; a subscription's
 * rule guards both its `subscribe` (at subscription time) and its `resolve` (each event).
 */
export function enforceRules(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields()) as Array<GraphQLField<unknown, BaseContext>>) {
      const extensions = field.extensions as { auth?: RuleKind; permissions?: Permission[] } | undefined;
      const check = checkFor(extensions?.auth, extensions?.permissions);
      if (!check) continue;
      field.resolve = guard(field.resolve ?? defaultFieldResolver, check);
      const subscribe = field.subscribe;
      if (subscribe) {
        field.subscribe = async (root, args, context, info) => {
          check(context, root);
          return subscribe(root, args, context, info);
        };
      }
    }
  }
  return schema;
}
