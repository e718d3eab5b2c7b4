import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';

/**
 * How big one GraphQL operation may be. The client's deepest query (books > edges > node >
 * field) is 4 levels deep and uses no aliases or directives; its longest is about 100 tokens.
 */
export const MAX_QUERY_DEPTH = 8;
export const MAX_ALIASES = 15;
export const MAX_DIRECTIVES = 10;
/** Enforced by graphql's own parser (`parseOptions.maxTokens`), before anything else runs. */
export const MAX_TOKENS = 2000;

/**
 * GraphQL Armor's rules report through `onReject`; reporting (instead of throwing) makes the
 * violation an ordinary validation error, which Apollo answers with 400.
 */
const rejectWith = (message: string) => ({
  exposeLimits: false,
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null) => context?.reportError(new GraphQLError(message))],
});

/**
 * Depth, alias and directive limits as plain validation rules. They run beside GraphQL's own
 * rules and follow each fragment once, so a fragment cycle ends in GraphQL's NoFragmentCycles
 * error instead of endless recursion.
 */
export function limitRules(): ValidationRule[] {
  return [
    maxDepthRule({
      n: MAX_QUERY_DEPTH,
      // Count a fragment's fields at the level where it is spread, as if written out there.
      flattenFragments: true,
      ...rejectWith(`This query nests fields more than ${MAX_QUERY_DEPTH} levels deep. Ask for fewer nested fields.`),
    }),
    maxAliasesRule({
      n: MAX_ALIASES,
      ...rejectWith(
        `This query uses more than ${MAX_ALIASES} aliases. Send fewer aliased fields, or split it into several requests.`,
      ),
    }),
    maxDirectivesRule({
      n: MAX_DIRECTIVES,
      ...rejectWith(`This query uses more than ${MAX_DIRECTIVES} directives. Remove some of them.`),
    }),
  ] as ValidationRule[];
}
