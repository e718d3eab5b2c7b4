import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { ScrollPositions } from './ScrollPositions';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <ScrollPositions />
          </>
        ),
        children: [
          { path: '/books', element: <p>Books</p> },
          { path: '/about', element: <p id="team">About</p> },
          { path: '/cart', element: <p>Cart</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('scroll positions', () => {
  let scrolls: unknown[][];
  beforeEach(() => {
    scrolls = [];
    jest.spyOn(window, 'scrollTo').mockImplementation((...args: unknown[]) => void scrolls.push(args));
    sessionStorage.clear();
  });

  it('opens a new page at its top and a page visited before where it was left', async () => {
    const router = renderAt('/books');
    scrollTo(1200);
    await act(() => router.navigate('/cart'));
    expect(scrolls.at(-1)).toEqual([0, 0]);

    scrollTo(300);
    await act(() => router.navigate(-1));
    expect(scrolls.at(-1)).toEqual([0, 1200]);
    await act(() => router.navigate('/cart'));
    expect(scrolls.at(-1)).toEqual([0, 300]);
  });

  it('scrolls to the #fragment of a page not visited before', async () => {
    const router = renderAt('/books');
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    await act(() => router.navigate('/about#team'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('keeps the positions across a reload of the page', () => {
    renderAt('/books');
    scrollTo(800);
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(JSON.parse(sessionStorage.getItem('bookstore-scroll-positions')!)).toEqual({ '/books': 800 });
  });
});
