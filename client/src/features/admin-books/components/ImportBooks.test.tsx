import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GetBookImportDocument } from '../api/GetBookImport.generated';
import { jsonResponse, mockFetch, sentForm } from '@/test/fetch-mock';
import { admin, signedIn } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const ID = '64b0000000000000000000ee';
const CHECKED_AT = '2026-11-25T16:00:00.000Z';
const PRICE_RULE = 'Price must be a number of at least 0 with at most 2 decimals';

const TITLE_RULE = 'Title is required';
const STOCK_RULE = 'Stock must be a whole number of at least 0';

const report = {
  rows: 4,
  created: 1,
  updated: 1,
  unchanged: 0,
  refused: 2,
  truncated: false,
  checkedAt: CHECKED_AT,
  lines: [
    {
      row: 2,
      action: 'UPDATE',
      title: 'Persuasion',
      isbn: '9780141439686',
      changes: ['price', 'stock'],
      message: '',
      messages: [],
    },
    { row: 3, action: 'CREATE', title: 'Dune', isbn: '', changes: [], message: '', messages: [] },
    { row: 4, action: 'REFUSE', title: 'Cheap', isbn: '', changes: [], message: PRICE_RULE, messages: [PRICE_RULE] },
    {
      row: 5,
      action: 'REFUSE',
      title: '',
      isbn: '',
      changes: [],
      message: [TITLE_RULE, PRICE_RULE, STOCK_RULE].join('; '),
      messages: [TITLE_RULE, PRICE_RULE, STOCK_RULE],
    },
  ],
};

const status = (processed: number, state: string) => ({
  __typename: 'BookImportStatus' as const,
  id: ID,
  fileName: 'books.csv',
  status: state,
  rows: 4,
  processed,
  created: processed > 1 ? 1 : 0,
  updated: processed > 2 ? 1 : 0,
  unchanged: 0,
  refused: processed > 3 ? 2 : processed > 0 ? 1 : 0,
  stockKept: 0,
  refusals:
    processed > 0
      ? [
          {
            __typename: 'ImportRefusal' as const,
            row: 4,
            message: 'Price must be a number of at least 0 with at most 2 decimals',
          },
        ]
      : [],
  error: '',
});

const progressMock = (processed: number, state: string) => ({
  request: { query: GetBookImportDocument, variables: { id: ID } },
  result: { data: { bookImport: status(processed, state) } },
});

describe('Import books', () => {
  it('checks the file first (a dry run table with the refusals), then applies it and follows its progress to the result', async () => {
    const fetchMock = mockFetch();
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, report))
      .mockResolvedValueOnce(jsonResponse(202, { message: 'Import started', import: { id: ID } }));
    const user = userEvent.setup();
    renderApp({
      at: '/admin/books/import',
      session: signedIn(admin),
      mocks: [progressMock(1, 'running'), progressMock(4, 'done')],
    });

    expect(await screen.findByRole('heading', { name: 'Import Books' })).toBeInTheDocument();
    expect(screen.getByText(/image_url is not\s+fetched/)).toBeInTheDocument();
    const check = screen.getByRole('button', { name: 'Check file (dry run)' });
    expect(check).toBeDisabled();
    const csv = new File(['title,author,category,price,stock\n'], 'books.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('CSV file'), csv);
    await user.click(check);

    const table = await screen.findByRole('table', { name: 'Rows that would change or are refused' });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/books/import/dry-run');
    expect((sentForm(fetchMock, 0).file as File).name).toBe('books.csv');
    // Each row: its number, action, title (with the details under it for phone widths) and details.
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    const every = [TITLE_RULE, PRICE_RULE, STOCK_RULE];
    expect(rows).toEqual([
      ['2', 'Update', 'PersuasionISBN 9780141439686Changes price, stock', 'Changes price, stock'],
      ['3', 'Create', 'DuneNew book', 'New book'],
      ['4', 'Refused', `Cheap${PRICE_RULE}`, PRICE_RULE],
      ['5', 'Refused', `(no title)${every.join('')}`, every.join('')],
    ]);
    // A row refused for several reasons lists every one of them.
    const refusedRow = within(table).getAllByRole('row')[4];
    const detailsCell = within(refusedRow).getAllByRole('cell')[3];
    expect(
      within(detailsCell)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(every);
    expect(screen.getByRole('heading', { name: '2. Check: 4 rows, nothing saved yet' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Apply: import 2 books' }));
    expect(fetchMock.mock.calls[1][0]).toBe('/api/admin/books/import');
    expect(sentForm(fetchMock, 1).checkedAt).toBe(CHECKED_AT);
    expect(await screen.findByText('Importing… 1 of 4 rows')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2. Importing: 0 added, 0 updated so far' })).toBeInTheDocument();
    expect(await screen.findByText('Done: 4 rows', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Done: 4 rows' })).toHaveAttribute('value', '4');
    expect(screen.getByText('Row 4: Price must be a number of at least 0 with at most 2 decimals')).toBeInTheDocument();
    // The check's heading now says what was saved.
    expect(screen.getByRole('heading', { name: '2. Imported: 1 added, 1 updated' })).toBeInTheDocument();
    expect(screen.queryByText(/nothing saved yet/)).not.toBeInTheDocument();
  });

  it("says why a file is refused whole, with the server's message", async () => {
    mockFetch().mockResolvedValueOnce(
      jsonResponse(400, {
        statusCode: 400,
        message: 'The file cannot be imported: the header row has no price column',
        error: 'VALIDATION_FAILED',
      }),
    );
    const user = userEvent.setup();
    renderApp({ at: '/admin/books/import', session: signedIn(admin) });
    await user.upload(await screen.findByLabelText('CSV file'), new File(['x'], 'bad.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Check file (dry run)' }));
    expect(
      await screen.findByText('The file cannot be imported: the header row has no price column'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Apply/ })).not.toBeInTheDocument();
  });
});
