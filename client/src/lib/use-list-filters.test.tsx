import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, createMemoryRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import { readFilters, useListFilters, type FilterSchema } from './use-list-filters';

const schema = {
  search: { param: 'q', replace: true },
  status: { param: 'status', parse: (raw: string): string => (['pending', 'shipped'].includes(raw) ? raw : '') },
  dir: {
    param: 'dir',
    parse: (raw: string): 'asc' | 'desc' => (raw === 'desc' ? 'desc' : 'asc'),
    default: 'asc' as const,
  },
} satisfies FilterSchema;

type Change = ['search' | 'status', string] | ['dir', 'asc' | 'desc'];
const changes: Change[] = [
  ['search', 'dun'],
  ['search', 'dune'],
  ['status', 'shipped'],
  ['status', ''],
  ['dir', 'desc'],
  ['dir', 'asc'],
];

/** Shows the filters, with one button per change: "search=dune", "dir=asc"... */
function ListPage() {
  const { filters, setFilter, setFilters } = useListFilters(schema);
  return (
    <>
      <p>{JSON.stringify(filters)}</p>
      <button type="button" onClick={() => setFilters({ search: 'dune', dir: 'asc' })}>
        search=dune with dir=asc
      </button>
      <button type="button" onClick={() => setFilters({ status: 'pending', dir: 'desc' })}>
        status=pending with dir=desc
      </button>
      <button
        type="button"
        onClick={() => {
          setFilter('search', 'dune');
          setFilter('status', 'shipped');
        }}
      >
        search=dune and status=shipped
      </button>
      {changes.map(([name, value]) => (
        <button key={`${name}=${value}`} type="button" onClick={() => setFilter(name, value as never)}>
          {`${name}=${value}`}
        </button>
      ))}
    </>
  );
}

const change = (label: string) => userEvent.click(screen.getByRole('button', { name: label }));

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/start', element: <p>start</p> },
      { path: '/orders', element: <ListPage /> },
    ],
    {
      initialEntries: ['/start', url],
      initialIndex: 1,
    },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('List filters in the URL', () => {
  it('reads each filter from its parameter, falling back to the default for unknown values', () => {
    expect(readFilters(schema, new URLSearchParams('q=tolkien&status=lost&dir=desc'))).toEqual({
      search: 'tolkien',
      status: '',
      dir: 'desc',
    });
    expect(readFilters(schema, new URLSearchParams(''))).toEqual({ search: '', status: '', dir: 'asc' });
  });

  it('writes one parameter at a time and drops it when set to its default', async () => {
    const router = renderAt('/orders?status=pending');
    expect(screen.getByText('{"search":"","status":"pending","dir":"asc"}')).toBeInTheDocument();

    await change('dir=desc');
    expect(router.state.location.search).toBe('?status=pending&dir=desc');
    await change('dir=asc');
    await change('status=');
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('{"search":"","status":"","dir":"asc"}')).toBeInTheDocument();
  });

  it('replaces the history entry while typing a search, and adds one for other filters', async () => {
    const router = renderAt('/orders');
    await change('search=dun');
    await change('search=dune');
    await change('status=shipped');
    expect(router.state.location.search).toBe('?q=dune&status=shipped');

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?q=dune');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/start');
  });

  it('writes several parameters in one navigation, replacing the entry only when every one replaces', async () => {
    const router = renderAt('/orders?dir=desc&q=tolkien');
    await change('search=dune with dir=asc');
    expect(router.state.location.search).toBe('?q=dune');
    expect(screen.getByText('{"search":"dune","status":"","dir":"asc"}')).toBeInTheDocument();
    // search replaces but dir does not: one new entry, the one before stays behind it.
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?dir=desc&q=tolkien');

    await change('status=pending with dir=desc');
    expect(router.state.location.search).toBe('?dir=desc&q=tolkien&status=pending');
  });

  it('keeps a change made before the previous one has rendered', async () => {
    const router = renderAt('/orders?dir=desc');
    await change('search=dune and status=shipped');
    expect(router.state.location.search).toBe('?dir=desc&q=dune&status=shipped');
    expect(screen.getByText('{"search":"dune","status":"shipped","dir":"desc"}')).toBeInTheDocument();
  });
});

describe('useListFilters in the browser', () => {
  /** A list whose search changes when asked, the way a search box's pause ends. */
  function SearchList({ onReady }: { onReady: (search: (text: string) => void) => void }) {
    const { filters, setFilter } = useListFilters(schema);
    onReady((text) => setFilter('search', text));
    return <p>{JSON.stringify(filters)}</p>;
  }

  it('writes nothing once the window has left the list (a late search would take the person back to it)', () => {
    window.history.replaceState(null, '', '/books');
    let search: (text: string) => void = () => undefined;
    render(
      <BrowserRouter>
        <Routes>
          <Route path="/books" element={<SearchList onReady={(fn) => (search = fn)} />} />
        </Routes>
      </BrowserRouter>,
    );
    act(() => search('dun'));
    expect(window.location.pathname + window.location.search).toBe('/books?q=dun');
    // A book was opened: the window is on its page while the list is still on screen.
    window.history.pushState(null, '', '/books/64b000000000000000000001');
    act(() => search('dune'));
    expect(window.location.pathname + window.location.search).toBe('/books/64b000000000000000000001');
    window.history.replaceState(null, '', '/');
  });
});
