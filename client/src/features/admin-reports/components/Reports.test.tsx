import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BestSellersBy, SalesGroup } from '@/gql/graphql';
import { admin, signedIn } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { GetBestSellersDocument } from '../api/GetBestSellers.generated';
import { GetSalesReportDocument } from '../api/GetSalesReport.generated';
import { GetStockCoverDocument } from '../api/GetStockCover.generated';
import { presetRange, rangeProblem, type ReportRange } from '../report-range';

const always = Number.POSITIVE_INFINITY;
const download = (name: string) => ({
  __typename: 'CsvDownload' as const,
  path: `/api/admin/reports/${name}`,
  fileName: name,
});

function bestSellersMock(range: ReportRange, by: BestSellersBy, books: Array<[string, number, number]>) {
  return {
    request: { query: GetBestSellersDocument, variables: { ...range, by, limit: 10 } },
    result: {
      data: {
        bestSellers: {
          __typename: 'BestSellersReport' as const,
          ...range,
          by,
          books: books.map(([title, copies, revenue], i) => ({
            __typename: 'BestSeller' as const,
            bookId: `b${i}`,
            title,
            author: 'Some Author',
            copies,
            revenue,
          })),
          download: download('best-sellers.csv'),
        },
      },
    },
    maxUsageCount: always,
  } as MockLink.MockedResponse;
}

function salesMock(range: ReportRange, group: SalesGroup, rows: Array<[string, number]>) {
  const orders = rows.length ? 2 : 0;
  return {
    request: { query: GetSalesReportDocument, variables: { ...range, group } },
    result: {
      data: {
        salesReport: {
          __typename: 'SalesReport' as const,
          ...range,
          group,
          rows: rows.map(([key, revenue]) => ({ __typename: 'SalesRow' as const, key, orders, copies: 3, revenue })),
          totals: {
            __typename: 'SalesFigures' as const,
            orders,
            copies: rows.length ? 3 : 0,
            revenue: rows.reduce((sum, [, revenue]) => sum + revenue, 0),
          },
          download: download('sales.csv'),
        },
      },
    },
    maxUsageCount: always,
  } as MockLink.MockedResponse;
}

function coverMock(books: Array<{ title: string; stock: number; sold: number; daysLeft: number | null }>) {
  return {
    request: { query: GetStockCoverDocument },
    result: {
      data: {
        stockCover: {
          __typename: 'StockCoverReport' as const,
          threshold: 3,
          lowStockCount: books.length,
          books: books.map((book, i) => ({
            __typename: 'StockCoverBook' as const,
            bookId: `low${i}`,
            title: book.title,
            author: 'Low Author',
            stock: book.stock,
            soldLast30Days: book.sold,
            daysLeft: book.daysLeft,
          })),
          download: download('stock-cover.csv'),
        },
      },
    },
    maxUsageCount: always,
  } as MockLink.MockedResponse;
}

/** Every report of `range` with sales, by copies and by revenue. */
function withSales(range: ReportRange) {
  return [
    bestSellersMock(range, 'COPIES', [
      ['Dune', 5, 50],
      ['Emma', 2, 80],
    ]),
    bestSellersMock(range, 'REVENUE', [
      ['Emma', 2, 80],
      ['Dune', 5, 50],
    ]),
    salesMock(range, 'CATEGORY', [['Fiction', 130]]),
    salesMock(range, 'MONTH', [[range.from.slice(0, 7), 130]]),
  ];
}

function emptyReports(range: ReportRange) {
  return [bestSellersMock(range, 'COPIES', []), salesMock(range, 'CATEGORY', []), salesMock(range, 'MONTH', [])];
}

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const section = (name: string) => screen.getByRole('region', { name });
const rows = (name: string) =>
  within(section(name))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('Reports screen', () => {
  beforeAll(() => {
    Object.assign(globalThis, { ResizeObserver: NoResizeObserver });
  });
  afterAll(() => {
    Reflect.deleteProperty(globalThis, 'ResizeObserver');
  });

  it('opens on the last 30 days, and a preset asks for its own days', async () => {
    const user = userEvent.setup();
    const last30 = presetRange('last-30-days');
    const year = presetRange('this-year');
    const { router } = renderApp({
      at: '/admin/reports',
      session: signedIn(admin),
      mocks: [...withSales(last30), ...emptyReports(year), coverMock([])],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    const presets = screen.getByRole('group', { name: 'Preset ranges' });
    expect(within(presets).getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('From')).toHaveValue(last30.from);
    await within(section('Best sellers')).findByText('Dune');
    expect(rows('Best sellers')).toEqual(['1DuneSome Author5$50.00', '2EmmaSome Author2$80.00']);
    expect(await within(section('Sales by category')).findByText('Fiction')).toBeInTheDocument();

    await user.click(within(presets).getByRole('button', { name: 'This year' }));
    expect(router.state.location.search).toBe(`?from=${year.from}&to=${year.to}`);
    expect(within(presets).getByRole('button', { name: 'This year' })).toHaveAttribute('aria-pressed', 'true');
    expect(await within(section('Best sellers')).findByText('No books were sold in this range.')).toBeInTheDocument();
    // Each section has its own query: each is waited for.
    expect(await within(section('Sales by category')).findByText('No sales in this range.')).toBeInTheDocument();
    expect(await within(section('Sales by month')).findByText('No sales in this range.')).toBeInTheDocument();
    expect(await within(section('Stock cover')).findByText('Every book is well stocked.')).toBeInTheDocument();
  });

  it('ranks by revenue when toggled, and keeps the choice in the URL', async () => {
    const user = userEvent.setup();
    const last30 = presetRange('last-30-days');
    const { router } = renderApp({
      at: '/admin/reports',
      session: signedIn(admin),
      mocks: [...withSales(last30), coverMock([])],
    });
    const best = section('Best sellers');
    await within(best).findByText('Dune');
    const toggle = within(best).getByRole('group', { name: 'Rank by' });
    expect(within(toggle).getByRole('button', { name: 'Copies' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(toggle).getByRole('button', { name: 'Revenue' }));
    expect(within(toggle).getByRole('button', { name: 'Revenue' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toContain('by=revenue');
    expect(await within(best).findByText('The 10 books sold most, by revenue (after discounts).')).toBeVisible();
    await waitFor(() => expect(rows('Best sellers')[0]).toBe('1EmmaSome Author2$80.00'));
  });

  it('keeps a range chosen just before the ranking, though it has not rendered yet', async () => {
    const last30 = presetRange('last-30-days');
    const year = presetRange('this-year');
    const { router } = renderApp({
      at: '/admin/reports',
      session: signedIn(admin),
      mocks: [...withSales(last30), ...withSales(year), coverMock([])],
    });
    const best = section('Best sellers');
    await within(best).findByText('Dune');
    // Both clicks land before React renders the first (a busy machine, a quick hand).
    act(() => {
      within(screen.getByRole('group', { name: 'Preset ranges' }))
        .getByRole('button', { name: 'This year' })
        .click();
      within(best).getByRole('button', { name: 'Revenue' }).click();
    });
    expect(router.state.location.search).toBe(`?from=${year.from}&to=${year.to}&by=revenue`);
    expect(screen.getByLabelText('From')).toHaveValue(year.from);
    await waitFor(() => expect(rows('Best sellers')[0]).toBe('1EmmaSome Author2$80.00'));
  });

  it('explains a range the server would refuse, and asks nothing', async () => {
    renderApp({ at: '/admin/reports?from=2026-05-02&to=2026-05-01', session: signedIn(admin), mocks: [coverMock([])] });
    expect(await screen.findByRole('alert')).toHaveTextContent('From must be on or before To');
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(within(section('Best sellers')).getByRole('button', { name: /CSV/ })).toBeDisabled();
    expect(within(section('Sales by month')).getByText('Choose a valid range to see this report.')).toBeVisible();
    expect(rangeProblem({ from: '2020-01-01', to: '2026-01-01' })).toBe(
      'A report covers at most 3 years: choose a shorter range',
    );
    expect(rangeProblem({ from: '2026-02-30', to: '2026-03-01' })).toBe('From must be a real date');
  });

  it('lists the low books with their days left or "No sales", each linking to its edit page', async () => {
    const last30 = presetRange('last-30-days');
    renderApp({
      at: '/admin/reports',
      session: signedIn(admin),
      mocks: [
        ...withSales(last30),
        coverMock([
          { title: 'Going Fast', stock: 2, sold: 6, daysLeft: 10 },
          { title: 'Sitting Still', stock: 1, sold: 0, daysLeft: null },
        ]),
      ],
    });
    const cover = section('Stock cover');
    expect(await within(cover).findByRole('link', { name: 'Edit Going Fast' })).toHaveAttribute(
      'href',
      '/admin/books/edit/low0',
    );
    expect(rows('Stock cover')).toEqual(['Edit Going FastLow Author2610', 'Edit Sitting StillLow Author10No sales']);
  });

  it('offers to try again when a report fails', async () => {
    const last30 = presetRange('last-30-days');
    renderApp({
      at: '/admin/reports',
      session: signedIn(admin),
      mocks: [
        {
          request: { query: GetBestSellersDocument, variables: { ...last30, by: 'COPIES', limit: 10 } },
          error: new Error('Network down'),
        },
        salesMock(last30, 'CATEGORY', []),
        salesMock(last30, 'MONTH', []),
        coverMock([]),
      ],
    });
    const best = section('Best sellers');
    expect(await within(best).findByText('This report could not be loaded.')).toBeInTheDocument();
    expect(within(best).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
