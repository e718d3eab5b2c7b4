import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { lazyPage, preloadPagesFor, SPINNER_DELAY_MS } from './lazy-page';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const Screen = () => <h1>The screen</h1>;

describe('lazily loaded screens', () => {
  it('holds the place without a spinner at first, shows one if the download takes a while, then the screen', async () => {
    jest.useFakeTimers();
    const download = deferred<{ Screen: typeof Screen }>();
    const Page = lazyPage(() => download.promise, 'Screen');
    render(<Page />);

    expect(screen.getByTestId('page-loading')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(SPINNER_DELAY_MS));
    expect(screen.getByRole('status')).toHaveTextContent('Loading page...');

    await act(async () => download.resolve({ Screen }));
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeInTheDocument();
    jest.useRealTimers();
  });

  it('offers a retry when the download fails, and downloads again on Try again', async () => {
    const user = userEvent.setup();
    const load = jest
      .fn<Promise<{ Screen: typeof Screen }>, []>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Screen });
    const Page = lazyPage(load, 'Screen');
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<Page />);

    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders a screen already downloaded at once, with no placeholder', async () => {
    const Page = lazyPage(() => Promise.resolve({ Screen }), 'Screen');
    const first = render(<Page />);
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeInTheDocument();
    first.unmount();

    render(<Page />);
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeInTheDocument();
    expect(screen.queryByTestId('page-loading')).not.toBeInTheDocument();
  });

  it("leaves a screen's own errors to the router's error page", async () => {
    const Broken = () => {
      throw new Error('bug in the screen');
    };
    const Page = lazyPage(() => Promise.resolve({ Broken }), 'Broken');
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', element: <Page />, errorElement: <p>Router error page</p> }]);
    render(<RouterProvider router={router} />);

    expect(await screen.findByText('Router error page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it("starts downloading only the current page's screen before the app renders", () => {
    const loadBooks = jest.fn(() => Promise.resolve({ Screen }));
    const loadCart = jest.fn(() => Promise.resolve({ Screen }));
    const Books = lazyPage(loadBooks, 'Screen');
    const Cart = lazyPage(loadCart, 'Screen');
    const routes = [
      {
        path: '/',
        element: <p>Layout</p>,
        children: [
          { path: 'books', element: <Books /> },
          { path: 'cart', element: <Cart /> },
        ],
      },
    ];

    preloadPagesFor(routes, '/books');

    expect(loadBooks).toHaveBeenCalledTimes(1);
    expect(loadCart).not.toHaveBeenCalled();
  });
});
