import { getMetadataStorage } from 'class-validator';

export const PLAIN_QUERY_MESSAGE =
  'Send each query parameter once, as a plain value (?status=pending): lists and operator objects ' +
  'such as status[]=… or status[$ne]=… are not accepted';

/** A class whose validated properties are a route's query parameters. */
type QueryClass = abstract new (...args: never[]) => unknown;

const declaredNames = new WeakMap<QueryClass, Set<string>>();

/** The parameters a query class validates: the names a route reads from its query string. */
function namesOf(queryClass: QueryClass): Set<string> {
  let names = declaredNames.get(queryClass);
  if (!names) {
    const rules = getMetadataStorage().getTargetValidationMetadatas(queryClass, '', false, false);
    names = new Set(rules.map((rule) => rule.propertyName));
    declaredNames.set(queryClass, names);
  }
  return names;
}

/**
 * Whether a REST query string gives a parameter its route reads as a list or an operator object.
 * Express's query parser (Express 5's "simple" one) keeps `status[$ne]=pending` and
 * `status[]=closed` as parameters with those literal names, which validation would drop, so the
 * list came back unfiltered as if nothing had been asked; a parameter given twice arrives as a
 * list. Parameters the route does not read are dropped whatever their shape, as in a body.
 */
export function hasQueryStructure(query: Record<string, unknown>, queryClass: QueryClass): boolean {
  const names = namesOf(queryClass);
  return Object.entries(query).some(([name, value]) => {
    const bracket = name.indexOf('[');
    const base = bracket === -1 ? name : name.slice(0, bracket);
    return names.has(base) && (bracket !== -1 || Array.isArray(value));
  });
}
