import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
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
  const { filters, setFilter } = useListFilters(schema);
  return (
    <>
      <p>{JSON.stringify(filters)}</p>
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
  const router = createMemoryRouter([{ path: '/orders', element: <ListPage /> }], {
    initialEntries: ['/start', url],
    initialIndex: 1,
  });
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

  it('keeps a change made before the previous one has rendered', async () => {
    const router = renderAt('/orders?dir=desc');
    await change('search=dune and status=shipped');
    expect(router.state.location.search).toBe('?dir=desc&q=dune&status=shipped');
    expect(screen.getByText('{"search":"dune","status":"shipped","dir":"desc"}')).toBeInTheDocument();
  });
});
