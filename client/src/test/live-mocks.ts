import type { TypedDocumentNode } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { ComplaintSubmittedDocument } from '@/features/admin-complaints/api/ComplaintSubmitted.generated';
import { ComplaintUpdatedDocument } from '@/features/admin-complaints/api/ComplaintUpdated.generated';
import { DashboardChangedDocument } from '@/features/admin-dashboard/api/DashboardChanged.generated';
import { OrderPlacedDocument } from '@/features/admin-orders/api/OrderPlaced.generated';
import { OrderUpdatedDocument } from '@/features/admin-orders/api/OrderUpdated.generated';
import { BookChangedDocument } from '@/features/books/api/BookChanged.generated';
import { MyComplaintUpdatedDocument } from '@/features/complaints/api/MyComplaintUpdated.generated';
import { MyOrderUpdatedDocument } from '@/features/orders/api/MyOrderUpdated.generated';

const LIVE_DOCUMENTS: readonly TypedDocumentNode<unknown, never>[] = [
  BookChangedDocument,
  ComplaintSubmittedDocument,
  ComplaintUpdatedDocument,
  DashboardChangedDocument,
  MyComplaintUpdatedDocument,
  MyOrderUpdatedDocument,
  OrderPlacedDocument,
  OrderUpdatedDocument,
] as never;

/**
 * Every live subscription, answered by a socket that stays quiet: the screens subscribe as in the
 * app and nothing arrives unless a test sends it (`liveEvent`, given before these).
 */
export function quietLiveMocks(): MockLink.MockedResponse[] {
  return LIVE_DOCUMENTS.map((query) => ({
    request: { query, variables: () => true },
    delay: Infinity,
    maxUsageCount: Number.POSITIVE_INFINITY,
  }));
}

/** One event on a live subscription, `delay` ms after it starts (a test gives it before the quiet ones). */
export function liveEvent<TData, TVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  data: TData,
  { variables, delay = 20 }: { variables?: TVariables; delay?: number } = {},
): MockLink.MockedResponse<TData> {
  return {
    request: { query, variables: variables ?? (() => true) } as MockLink.MockedResponse<TData>['request'],
    result: { data },
    delay,
  };
}
