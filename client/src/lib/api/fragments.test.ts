import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSchema,
  getNamedType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type SelectionSetNode,
} from 'graphql';
import * as generated from '@/gql/graphql';

const schema = buildSchema(readFileSync(join(__dirname, '..', '..', '..', '..', 'schema.graphql'), 'utf8'));

/** Every operation document codegen made from client/src/**\/*.graphql. */
const operations = Object.entries(generated).filter(
  (entry): entry is [string, DocumentNode] =>
    entry[0].endsWith('Document') &&
    (entry[1] as DocumentNode).definitions?.some((d) => d.kind === Kind.OPERATION_DEFINITION),
);

/** Where an operation selects a field of `typeName` without going through `fragmentName`. */
function selectionsBypassing(document: DocumentNode, typeName: string, fragmentName: string): string[] {
  const typeInfo = new TypeInfo(schema);
  const misses: string[] = [];
  const spreadsFragment = (set: SelectionSetNode | undefined) =>
    set?.selections.some((s) => s.kind === Kind.FRAGMENT_SPREAD && s.name.value === fragmentName);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      FragmentDefinition: () => false, // the fragments themselves are the shared selection
      Field(node) {
        const type = typeInfo.getType();
        if (type && getNamedType(type).name === typeName && !spreadsFragment(node.selectionSet))
          misses.push(node.name.value);
      },
    }),
  );
  return misses;
}

describe('Shared GraphQL fragments', () => {
  it('finds the operations to check', () => {
    expect(operations.map(([name]) => name)).toEqual(expect.arrayContaining(['LoginDocument', 'MeDocument']));
  });

  it.each([
    ['User', 'UserFields'],
    ['Book', 'BookFields'],
    ['Complaint', 'ComplaintFields'],
  ])('every operation returning a %s selects it through %s', (typeName, fragmentName) => {
    const bypassing = operations
      .map(([name, document]) => [name, selectionsBypassing(document, typeName, fragmentName)] as const)
      .filter(([, fields]) => fields.length > 0);
    expect(bypassing).toEqual([]);
  });
});
