import type * as Types from '../../../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

export const GetEmailPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetEmailPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderEmails"}},{"kind":"Field","name":{"kind":"Name","value":"complaintEmails"}},{"kind":"Field","name":{"kind":"Name","value":"stockEmails"}}]}}]}}]} as unknown as DocumentNode<Types.GetEmailPreferencesQuery, Types.GetEmailPreferencesQueryVariables>;