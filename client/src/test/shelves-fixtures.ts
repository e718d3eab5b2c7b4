import type { MockLink } from '@apollo/client/testing';
import { GetAlsoBoughtDocument } from '@/features/shelves/api/GetAlsoBought.generated';
import { GetShelvesDocument } from '@/features/shelves/api/GetShelves.generated';

/** Empty shelves for any screen that shows them, unless a test gives its own. */
export function emptyShelvesMock(): MockLink.MockedResponse {
  return {
    request: { query: GetShelvesDocument },
    result: { data: { shelves: { __typename: 'Shelves', newArrivals: [], bestSellers: [], highlyRated: [] } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** No "also bought" for any book page, unless a test gives its own. */
export function noAlsoBoughtMock(): MockLink.MockedResponse {
  return {
    request: { query: GetAlsoBoughtDocument, variables: () => true },
    result: ({ id }: { id: string }) => ({ data: { book: { __typename: 'Book', id, alsoBought: [] } } }),
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
