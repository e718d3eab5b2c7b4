import { GraphQLError } from 'graphql';

const VARIABLE_HEAD = /^(Variable "\$[^"]+" got invalid value) /;
const PATH_TAIL = /(?:^| )(at "[^"\\]*")$/;

/** The reason a scalar or enum gives for refusing a value, without the value it quotes. */
function withoutQuotedValue(reason: string): string {
  return reason
    .replace(/(\bcannot represent[^:]*): [\s\S]*$/, '$1.')
    .replace(/\bValue [\s\S]*? does not exist in ("[^"]+" enum\.)/, 'The value does not exist in $1');
}

/**
 * GraphQL's coercion messages quote the value that was sent, for example
 * `Variable "$input" got invalid value { email: "…", password: "…" }; Field "foo" is not defined
 * by type "LoginInput".` This keeps the variable, the path into it and the reason, and drops
 * the value. `reason` is the inner error's own message when known (it tells exactly where the
 * value ends); otherwise the reason is taken to follow the last "; ".
 */
export function withoutInputValues(message: string, reason?: string): string {
  const head = VARIABLE_HEAD.exec(message);
  if (!head) return withoutQuotedValue(message);
  const rest = message.slice(head[0].length);
  const cut =
    reason !== undefined && rest.endsWith(`; ${reason}`) ? rest.length - reason.length - 2 : rest.lastIndexOf('; ');
  if (cut < 0) return `${head[1]}.`;
  const path = PATH_TAIL.exec(rest.slice(0, cut));
  return `${head[1]}${path ? ` ${path[1]}` : ''}; ${withoutQuotedValue(rest.slice(cut + 2))}`;
}

/** The message of the error a coercion error wraps, if any (GraphQL keeps it as originalError). */
export function coercionReason(error: unknown): string | undefined {
  const inner = error instanceof GraphQLError ? error.originalError : undefined;
  return inner instanceof GraphQLError ? inner.message : undefined;
}

/** GraphQL's "Did you mean …?" hints name fields and values of the schema. */
export const withoutSuggestions = (message: string) => message.replace(/ ?Did you mean .+\?$/, '');

const TOO_MANY_TOKENS = /^Syntax Error: Document contains more (?:that|than) (\d+) tokens/;

/** graphql-query-complexity's stop once a query expands to too many fields (fragments within fragments). */
const TOO_MANY_NODES = /^Query exceeds the maximum allowed number of nodes\.$/;

/** Our wording for the libraries' limit messages, where the original says little to a person. */
export function friendlierLimitMessage(message: string): string {
  const tokens = TOO_MANY_TOKENS.exec(message);
  if (tokens) {
    return `This query is too long (more than ${tokens[1]} tokens). Ask for fewer fields, or split it into several requests.`;
  }
  if (TOO_MANY_NODES.test(message)) {
    return 'This query expands to too many fields (a fragment counts each time it is spread). Ask for fewer fields.';
  }
  return message;
}
