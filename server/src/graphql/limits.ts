import {
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * maxTokens stops the parser itself: a huge document is refused after reading that many tokens instead of being
 * parsed whole and then refused by validation (every web document together is about 4,200 tokens).
 */
export const QUERY_LIMITS = { maxDepth: 10, maxAliases: 30, maxCost: 5000, defaultListSize: 20, maxTokens: 5000 };

/** The code of a document refused for its size, before any parsing (HTTP 413; an error message on the socket). */
export const DOCUMENT_TOO_LARGE = 'DOCUMENT_TOO_LARGE';

export function documentTooLargeMessage(maxBytes: number): string {
  return `The GraphQL document is too large (at most ${maxBytes} bytes).`;
}

/**
 * Whether a query text is longer than `maxBytes` in UTF-8. Checked before parsing on every path: an 800 KB document
 * is refused for the cost of measuring it, not of lexing it up to the token limit.
 */
export function isDocumentTooLarge(query: unknown, maxBytes: number): boolean {
  if (typeof query !== 'string') return false;
  // A character is 1 to 3 UTF-8 bytes (a surrogate pair 4 for 2): only texts near the limit need measuring.
  if (query.length * 3 <= maxBytes) return false;
  return query.length > maxBytes || Buffer.byteLength(query) > maxBytes;
}

function limitError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
}

interface Walk {
  depth: number;
  aliases: number;
  cost: number;
}

/** `first` on a connection multiplies the cost of everything below it. */
function listMultiplier(field: FieldNode, variables: Record<string, unknown>): number {
  const first = field.arguments?.find((argument) => argument.name.value === 'first');
  if (!first) return 1;
  if (first.value.kind === Kind.INT) return Math.max(1, Number(first.value.value));
  if (first.value.kind === Kind.VARIABLE) {
    const value = Number(variables[first.value.name.value]);
    return Number.isFinite(value) && value > 0 ? value : QUERY_LIMITS.defaultListSize;
  }
  return QUERY_LIMITS.defaultListSize;
}

function walk(
  selectionSet: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
  depth: number,
  multiplier: number,
  result: Walk,
  seenFragments: Set<string>,
): void {
  result.depth = Math.max(result.depth, depth);
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.alias) result.aliases += 1;
      result.cost += multiplier;
      if (selection.selectionSet) {
        const inner = multiplier * listMultiplier(selection, variables);
        walk(selection.selectionSet, fragments, variables, depth + 1, inner, result, seenFragments);
      }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      walk(selection.selectionSet, fragments, variables, depth, multiplier, result, seenFragments);
    } else {
      const fragment = fragments[selection.name.value];
      // A fragment cycle is reported by graphql's own rules; skip it here.
      if (!fragment || seenFragments.has(fragment.name.value)) continue;
      walk(fragment.selectionSet, fragments, variables, depth, multiplier, result, new Set([...seenFragments, fragment.name.value]));
    }
  }
}

/** Depth, alias and cost limits as one validation rule, used on HTTP and on the socket alike. */
export function createLimitsRule(variables: Record<string, unknown> = {}): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const document = context.getDocument();
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
    }
    return {
      OperationDefinition(operation) {
        const result: Walk = { depth: 0, aliases: 0, cost: 0 };
        walk(operation.selectionSet, fragments, variables, 1, 1, result, new Set());
        if (result.depth > QUERY_LIMITS.maxDepth) {
          context.reportError(limitError(`Query is too deep: depth ${result.depth} exceeds ${QUERY_LIMITS.maxDepth}.`));
        }
        if (result.aliases > QUERY_LIMITS.maxAliases) {
          context.reportError(limitError(`Too many aliases: ${result.aliases} exceeds ${QUERY_LIMITS.maxAliases}.`));
        }
        if (result.cost > QUERY_LIMITS.maxCost) {
          context.reportError(limitError(`Query is too expensive: cost ${result.cost} exceeds ${QUERY_LIMITS.maxCost}.`));
        }
      },
    };
  };
}

/**
 * What every socket request is validated with besides graphql's specified rules: the limits, and no introspection
 * where it is off (on HTTP, Apollo gets createLimitsRule and adds its own NoIntrospection).
 */
export function requestValidationRules(introspection: boolean, variables: Record<string, unknown> = {}): ValidationRule[] {
  return [createLimitsRule(variables), ...(introspection ? [] : [NoSchemaIntrospectionCustomRule])];
}
