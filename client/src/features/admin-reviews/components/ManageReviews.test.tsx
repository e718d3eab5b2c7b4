import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { admin, signedIn } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { HideReviewDocument } from '../api/HideReview.generated';
import { ListAdminReviewsDocument } from '../api/ListAdminReviews.generated';

function gqlAdminReview(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Review' as const,
    id: '64b2000000000000000000aa',
    bookId: '64b1000000000000000000cc',
    bookTitle: 'The Quiet Lighthouse',
    rating: 2,
    title: 'Spoilers',
    text: 'The keeper dies at the end.',
    author: { __typename: 'ReviewAuthor' as const, id: '64b3000000000000000000bb', name: 'Ada Reader' },
    hidden: false,
    hiddenReason: null,
    reportCount: 2,
    reportReasons: ['Gives away the ending'],
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

const listMock = (reported: boolean | undefined, reviews: ReturnType<typeof gqlAdminReview>[], uses = Infinity) => ({
  request: { query: ListAdminReviewsDocument, variables: { reported, first: 20 } },
  result: {
    data: {
      reviews: {
        __typename: 'ReviewConnection',
        totalCount: reviews.length,
        edges: reviews.map((node) => ({ __typename: 'ReviewEdge', cursor: node.id, node })),
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      },
    },
  },
  maxUsageCount: uses,
});

describe('the admin’s reviews', () => {
  it('lists the reported reviews first, with their reports, and hides one only with a reason', async () => {
    const user = userEvent.setup();
    const hide = jest.fn(() => ({
      data: {
        hideReview: {
          __typename: 'ReviewPayload',
          message: 'Review hidden',
          review: gqlAdminReview({ hidden: true, hiddenReason: 'Spoils the ending' }),
        },
      },
    }));
    renderApp({
      at: '/admin/reviews',
      session: signedIn(admin),
      mocks: [
        listMock(true, [gqlAdminReview()], 1),
        // Read again after the hide: still reported, now hidden.
        listMock(true, [gqlAdminReview({ hidden: true, hiddenReason: 'Spoils the ending' })]),
        {
          request: {
            query: HideReviewDocument,
            variables: { id: gqlAdminReview().id, input: { reason: 'Spoils the ending' } },
          },
          result: hide,
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reported' })).toHaveAttribute('aria-pressed', 'true');
    const row = (await screen.findByText('Spoilers')).closest('li')!;
    expect(within(row).getByText('Reported 2 times')).toBeInTheDocument();
    expect(within(row).getByText('Gives away the ending')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Hide the review by Ada Reader' }));
    await user.click(within(row).getByRole('button', { name: 'Hide review' }));
    expect(await within(row).findByText('Please give a reason: the review’s author will see it')).toBeInTheDocument();
    expect(hide).not.toHaveBeenCalled();

    await user.type(within(row).getByRole('textbox', { name: /the author sees it/ }), '  Spoils the ending ');
    await user.click(within(row).getByRole('button', { name: 'Hide review' }));
    expect(await screen.findByText('Review hidden')).toBeInTheDocument();
    expect(hide).toHaveBeenCalledTimes(1);
    expect(await within(row).findByText('Hidden because: Spoils the ending')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Show again' })).toBeInTheDocument();
  });
});
