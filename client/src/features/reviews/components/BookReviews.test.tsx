import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GetBookDocument } from '@/features/books/api/GetBook.generated';
import { addressesMock } from '@/test/address-fixtures';
import { gqlBook, shopper, signedIn } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { ListBookReviewsDocument } from '../api/ListBookReviews.generated';
import { ReportReviewDocument } from '../api/ReportReview.generated';

const book = gqlBook({ title: 'The Quiet Lighthouse', ratingAverage: 4, ratingCount: 1 });

function gqlReview(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Review' as const,
    id: '64b2000000000000000000aa',
    bookId: book.id,
    rating: 4,
    title: 'A lamp in the fog',
    text: 'Read it twice.',
    author: { __typename: 'ReviewAuthor' as const, id: '64b3000000000000000000bb', name: 'Ada Reader' },
    verifiedPurchase: true,
    mine: false,
    hidden: false,
    hiddenReason: null,
    reportedByMe: false,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

function reviewsMock(reviews: ReturnType<typeof gqlReview>[], extra: { canReview: boolean; mine: unknown }) {
  return {
    request: { query: ListBookReviewsDocument, variables: { bookId: book.id, first: 20 } },
    result: {
      data: {
        bookReviews: {
          __typename: 'BookReviewsPage',
          totalCount: reviews.length,
          ...extra,
          edges: reviews.map((node) => ({ __typename: 'ReviewEdge', cursor: node.id, node })),
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const bookMock = { request: { query: GetBookDocument, variables: { id: book.id } }, result: { data: { book } } };

function renderBookPage(mocks: unknown[]) {
  return renderApp({
    at: `/books/${book.id}`,
    session: signedIn(shopper),
    mocks: [bookMock, ...(mocks as never[]), addressesMock([])],
  });
}

describe('a book page’s reviews', () => {
  it('shows the rating and each review with "Verified purchase"; no form for a shopper who has not received the book', async () => {
    renderBookPage([reviewsMock([gqlReview()], { canReview: false, mine: null })]);
    const section = await screen.findByRole('region', { name: 'Reviews' });
    const item = await within(section).findByRole('listitem');
    expect(within(item).getByText('A lamp in the fog')).toBeInTheDocument();
    expect(within(item).getByText('Verified purchase')).toBeInTheDocument();
    expect(within(item).getByText('4 out of 5')).toBeInTheDocument();
    expect(screen.getByText('4 out of 5, 1 review')).toBeInTheDocument();
    expect(within(section).queryByRole('form')).not.toBeInTheDocument();
  });

  it('offers the form to a shopper who received the book', async () => {
    renderBookPage([reviewsMock([], { canReview: true, mine: null })]);
    expect(await screen.findByRole('form', { name: 'Write a review' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Rating/ })).toBeInTheDocument();
  });

  it('reports a review only after the shopper confirms, then says so', async () => {
    const user = userEvent.setup();
    const report = jest.fn(() => ({
      data: {
        reportReview: {
          __typename: 'ReviewPayload',
          message: 'Thank you: the review was reported to the store',
          review: gqlReview({ reportedByMe: true }),
        },
      },
    }));
    renderBookPage([
      reviewsMock([gqlReview()], { canReview: false, mine: null }),
      { request: { query: ReportReviewDocument, variables: { id: gqlReview().id } }, result: report },
    ]);
    const item = await within(await screen.findByRole('region', { name: 'Reviews' })).findByRole('listitem');
    await user.click(within(item).getByRole('button', { name: 'Report the review by Ada Reader' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Report review' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(report).not.toHaveBeenCalled();

    await user.click(within(item).getByRole('button', { name: 'Report the review by Ada Reader' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Thank you: the review was reported to the store')).toBeInTheDocument();
    expect(report).toHaveBeenCalledTimes(1);
    expect(await within(item).findByText('Reported')).toBeInTheDocument();
  });

  it('shows the shopper their own hidden review with the admin’s reason', async () => {
    const mine = gqlReview({ mine: true, hidden: true, hiddenReason: 'Spoils the ending' });
    renderBookPage([reviewsMock([mine], { canReview: true, mine })]);
    expect(
      await screen.findByText('Your review is hidden from other shoppers. Reason: Spoils the ending'),
    ).toBeInTheDocument();
    const item = within(screen.getByRole('region', { name: 'Reviews' })).getByRole('listitem');
    expect(within(item).getByText('Hidden')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Edit your review' })).toBeInTheDocument();
  });
});
