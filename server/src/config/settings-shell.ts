import type { Request } from 'express';
import { execute, parse, validate, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { FirstQuery, PageShellFacts, ShellHints, ShellHintsFor } from '../common/http/client-shell';

/**
 * The SPA shell's hints for every page: the answers to the client's store-settings query (as its
 * build wrote it in page-shell.json), so that the first render already shows the store's name,
 * contact details and currency, and nothing moves when they would otherwise arrive.
 *
 * The settings are public and the same for every page, so the query runs once, for the first page
 * asked for, through the app's GraphQL schema in process (the same guards and resolver as
 * /graphql), and every page gets that answer until `version` (the shop's identity's revision as
 * this instance holds it) changes: the next page then runs it again. An error means pages without
 * it, and the next page tries again.
 */
export function settingsShellHints(
  schema: () => GraphQLSchema,
  facts: PageShellFacts,
  version: () => number = () => 0,
): ShellHintsFor {
  let answers: Promise<ShellHints> | undefined;
  let answered: number | undefined;
  const run = async (req: Request): Promise<ShellHints> => {
    const entries = await Promise.all(
      facts.store.queries.map(async (query) => [query.operationName, await answer(query, req)] as const),
    );
    return { data: Object.fromEntries(entries) };
  };
  const answer = async ({ document, variables }: FirstQuery, req: Request) => {
    const parsed = parse(document);
    const errors = validate(schema(), parsed);
    if (errors.length > 0) throw errors[0];
    const result = (await execute({
      schema: schema(),
      document: parsed,
      variableValues: variables,
      contextValue: { req },
    })) as ExecutionResult;
    if (result.errors?.length || !result.data) throw result.errors?.[0] ?? new Error('no data');
    return { variables, data: result.data };
  };
  return ({ request }) => {
    const now = version();
    if (now !== answered) answers = undefined;
    answered = now;
    answers ??= run(request).catch((error: unknown) => {
      answers = undefined;
      throw error;
    });
    return answers;
  };
}
