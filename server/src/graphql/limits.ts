import {
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
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

/** What a selection set costs at a multiplier of 1: its depth (levels, itself included), aliases and field cost. */
interface Measure {
  depth: number;
  aliases: number;
  cost: number;
}

/** Thrown inside the walk once a limit is passed: nothing more is read. */
class LimitPassed extends Error {
  constructor(readonly limit: 'depth' | 'cost' | 'aliases') {
    super(limit);
  }
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

/**
 * Measures selection sets with each fragment measured once per document: a fragment's cost scales with the
 * multiplier it is spread under, so its measure at 1 serves every spread. A document of N fragments each spreading
 * the next twice is then N measurements, not 2^N walks. Any limit passed stops the walk at once (`LimitPassed`).
 */
class CostWalk {
  private readonly measured = new Map<string, Measure>();
  private readonly inProgress = new Set<string>();
  /** Selections read, for the test that the walk stays linear in the document. */
  visits = 0;

  constructor(
    private readonly fragments: Record<string, FragmentDefinitionNode>,
    private readonly variables: Record<string, unknown>,
  ) {}

  measure(selectionSet: SelectionSetNode, depthAbove: number, multiplierAbove: number): Measure {
    const result: Measure = { depth: 1, aliases: 0, cost: 0 };
    for (const selection of selectionSet.selections) {
      this.visits += 1;
      let inner: Measure | undefined;
      let scale = 1;
      if (selection.kind === Kind.FIELD) {
        if (selection.alias) result.aliases += 1;
        result.cost += 1;
        if (selection.selectionSet) {
          scale = listMultiplier(selection, this.variables);
          const below = this.measure(selection.selectionSet, depthAbove + 1, multiplierAbove * scale);
          inner = { depth: below.depth + 1, aliases: below.aliases, cost: below.cost };
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = this.measure(selection.selectionSet, depthAbove, multiplierAbove);
      } else {
        inner = this.fragment(selection.name.value, depthAbove, multiplierAbove);
      }
      if (inner) {
        result.depth = Math.max(result.depth, inner.depth);
        result.aliases += inner.aliases;
        result.cost += scale * inner.cost;
      }
      this.check(depthAbove + result.depth - 1, result.aliases, multiplierAbove * result.cost);
    }
    return result;
  }

  private fragment(name: string, depthAbove: number, multiplierAbove: number): Measure | undefined {
    const known = this.measured.get(name);
    if (known) return known;
    const fragment = this.fragments[name];
    // An unknown fragment or a cycle is reported by graphql's own rules; it costs nothing here.
    if (!fragment || this.inProgress.has(name)) return undefined;
    this.inProgress.add(name);
    const measure = this.measure(fragment.selectionSet, depthAbove, multiplierAbove);
    this.inProgress.delete(name);
    this.measured.set(name, measure);
    return measure;
  }

  /** Aliases are counted per document reading, so a lower bound is enough to stop; depth and cost likewise. */
  private check(depth: number, aliases: number, cost: number): void {
    if (depth > QUERY_LIMITS.maxDepth) throw new LimitPassed('depth');
    if (aliases > QUERY_LIMITS.maxAliases) throw new LimitPassed('aliases');
    if (cost > QUERY_LIMITS.maxCost) throw new LimitPassed('cost');
  }
}

const LIMIT_MESSAGES: Record<LimitPassed['limit'], string> = {
  depth: `Query is too deep: its depth exceeds ${QUERY_LIMITS.maxDepth}.`,
  aliases: `Too many aliases: more than ${QUERY_LIMITS.maxAliases}.`,
  cost: `Query is too expensive: its cost exceeds ${QUERY_LIMITS.maxCost}.`,
};

/** Measures one operation against the limits: the name of the first limit passed, or null. Exported for tests. */
export function checkOperationLimits(
  operation: OperationDefinitionNode,
  fragments: Record<string, FragmentDefinitionNode>,
  variables: Record<string, unknown> = {},
): { passed: LimitPassed['limit'] | null; visits: number } {
  const walk = new CostWalk(fragments, variables);
  try {
    walk.measure(operation.selectionSet, 1, 1);
    return { passed: null, visits: walk.visits };
  } catch (error) {
    if (error instanceof LimitPassed) return { passed: error.limit, visits: walk.visits };
    throw error;
  }
}

/** Depth, alias and cost limits as one validation rule, used on HTTP and on the socket alike. */
export function createLimitsRule(variables: Record<string, unknown> = {}): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
    }
    return {
      OperationDefinition(operation) {
        const { passed } = checkOperationLimits(operation, fragments, variables);
        if (passed) context.reportError(limitError(LIMIT_MESSAGES[passed]));
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
