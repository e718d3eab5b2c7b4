import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse, print, visit, type SelectionSetNode } from 'graphql';
import { REPO_ROOT } from '../../src/config/paths';

/**
 * A client operation as Apollo sends it: the client's own .graphql files (so a change there is
 * tested here), with the `__typename` Apollo's cache adds to every selection set but the root.
 */
export function clientOperation(...files: string[]): string {
  const source = files.map((file) => readFileSync(join(REPO_ROOT, 'client', 'src', file), 'utf8')).join('\n');
  const withTypename = (selectionSet: SelectionSetNode): SelectionSetNode => ({
    ...selectionSet,
    selections: [{ kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }, ...selectionSet.selections],
  });
  const typed = visit(parse(source), {
    Field: (field) => (field.selectionSet ? { ...field, selectionSet: withTypename(field.selectionSet) } : undefined),
    FragmentDefinition: (fragment) => ({ ...fragment, selectionSet: withTypename(fragment.selectionSet) }),
  });
  return print(typed);
}
