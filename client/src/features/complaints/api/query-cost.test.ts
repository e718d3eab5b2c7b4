import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSchema,
  getNamedType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type SelectionSetNode,
} from 'graphql';
import { ListComplaintOrdersDocument, ListMyComplaintsDocument } from '@/gql/graphql';
import { PICKER_ORDERS } from '../hooks/use-complaint-orders';
import { COMPLAINTS_PAGE_SIZE } from '../hooks/use-my-complaints';

const schema = buildSchema(readFileSync(join(__dirname, '..', '..', '..', '..', '..', 'schema.graphql'), 'utf8'));

/** The server's limit on a query's cost (server/src/common/graphql/complexity.plugin.ts). */
const MAX_QUERY_COST = 3000;

/**
 * The server's cost rule: every field costs 1 plus its selection, and a field with a `first`
 * argument costs 1 plus `first` times its selection.
 */
function cost(set: SelectionSetNode, type: GraphQLObjectType, fragments: Map<string, FragmentDefinitionNode>): number {
  let total = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      total += cost(fragments.get(selection.name.value)!.selectionSet, type, fragments);
    } else if (selection.kind === Kind.FIELD) {
      const field = type.getFields()[selection.name.value];
      const named = getNamedType(field.type);
      const children =
        selection.selectionSet && isObjectType(named) ? cost(selection.selectionSet, named, fragments) : 0;
      const first = selection.arguments?.find((arg) => arg.name.value === 'first');
      const pageSize = first?.value.kind === Kind.INT ? Number(first.value.value) : undefined;
      total += 1 + (pageSize ?? 1) * children;
    }
  }
  return total;
}

/** The cost of `document`'s operation with its page size written in. */
function operationCost(document: DocumentNode, pageSize: number): number {
  const withPageSize = JSON.parse(
    JSON.stringify(document).replace(/\{"kind":"Variable","name":\{"kind":"Name","value":"first"\}\}/g, () =>
      JSON.stringify({ kind: Kind.INT, value: String(pageSize) }),
    ),
  ) as DocumentNode;
  const fragments = new Map(
    withPageSize.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const operation = withPageSize.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)!;
  return cost(operation.selectionSet, schema.getQueryType()!, fragments);
}

describe('Complaint queries stay within the server’s cost limit', () => {
  it('asks for a page of complaints the server accepts', () => {
    expect(operationCost(ListMyComplaintsDocument, COMPLAINTS_PAGE_SIZE)).toBeLessThanOrEqual(MAX_QUERY_COST);
    // The rule is modelled faithfully: the server refuses a page of 100 complaints (3601).
    expect(operationCost(ListMyComplaintsDocument, 100)).toBe(3601);
  });

  it("asks for a page of the shopper's orders the server accepts", () => {
    expect(operationCost(ListComplaintOrdersDocument, PICKER_ORDERS)).toBeLessThanOrEqual(MAX_QUERY_COST);
  });
});
