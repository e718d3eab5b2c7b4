import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
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
    render(<RouterProvider router={router} />);

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');

    await act(() => router.navigate('/about'));
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
  });
});
