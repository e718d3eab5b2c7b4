import type * as Types from '../../../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

export const GetWishlistIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetWishlistIds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wishlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookIds"}},{"kind":"Field","name":{"kind":"Name","value":"alertBookIds"}}]}}]}}]} as unknown as DocumentNode<Types.GetWishlistIdsQuery, Types.GetWishlistIdsQueryVariables>;