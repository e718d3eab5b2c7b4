import type * as Types from '../../../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export const CustomerRowFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CustomerRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Customer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'registeredAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalSpent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastOrderAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openComplaints' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<Types.CustomerRowFieldsFragment, unknown>;
