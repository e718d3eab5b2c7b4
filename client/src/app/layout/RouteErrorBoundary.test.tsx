import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { createCache } from '@/lib/apollo-client';
import { STORE, storeSettingsMock } from '@/test/fixtures';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Broken(): never {
  throw new Error('bug in a page');
}

describe('route error boundary', () => {
  it('shows the error page instead of a page that fails to render, and lets the visitor go elsewhere', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          element: (
            <RouteErrorBoundary>
              <Outlet />
            </RouteErrorBoundary>
          ),
          children: [
            { path: '/broken', element: <Broken /> },
            { path: '/about', element: <h1>About</h1> },
          ],
        },
      ],
      { initialEntries: ['/broken'] },
    );
    // Inside the app's providers, as in the app (the error page's title names the store).
    render(
      <MockedProvider mocks={[storeSettingsMock()]} cache={createCache()}>
        <RouterProvider router={router} />
      </MockedProvider>,
    );

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Something went wrong | ${STORE.name}`));
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');

    await act(() => router.navigate('/about'));
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
  });
});
