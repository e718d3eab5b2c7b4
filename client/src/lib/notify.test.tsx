import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { Toasts } from '@/app/layout/Toasts';
import { ApiError } from './errors';
import { notifyFailure, notifyInfo, notifySuccess, notifyUnavailable } from './notify';

const graphqlFailure = (message: string, code: string) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: { code } }] });

/** jsdom runs no CSS animations: end them by hand, as the browser would, so closed toasts leave. */
function finishAnimations() {
  for (const element of document.querySelectorAll('.Toastify__toast')) fireEvent.animationEnd(element);
}

const toastTexts = () => [...document.querySelectorAll('.Toastify__toast')].map((element) => element.textContent);

describe('notifyFailure', () => {
  beforeEach(() => {
    render(<Toasts />);
  });

  afterEach(() => {
    act(() => toast.dismiss());
  });

  it("shows the server's message when there is one, else the fallback", async () => {
    act(() => {
      notifyFailure(new ApiError(409, 'Email already in use', 'EMAIL_TAKEN'), 'Failed to update profile');
      notifyFailure(new TypeError('Failed to fetch'), 'Failed to add book');
      notifyFailure(graphqlFailure('Book not found', 'NOT_FOUND'), 'Failed to delete book');
    });
    expect(await screen.findByText('Email already in use')).toBeInTheDocument();
    expect(screen.getByText('Failed to add book')).toBeInTheDocument();
    expect(screen.getByText('Book not found')).toBeInTheDocument();
  });

  it('shows the fixed text for failed loads and for codes that have one', async () => {
    act(() => {
      notifyFailure(new ApiError(500, 'Database down', 'INTERNAL'), 'Failed to fetch books', {
        useServerMessage: false,
      });
      notifyFailure(new ApiError(409, 'An admin exists', 'ADMIN_EXISTS'), 'Registration failed', {
        byCode: { ADMIN_EXISTS: 'Admin already exists! Only one admin is allowed in the system.' },
      });
    });
    expect(await screen.findByText('Failed to fetch books')).toBeInTheDocument();
    expect(screen.getByText('Admin already exists! Only one admin is allowed in the system.')).toBeInTheDocument();
    expect(screen.queryByText('Database down')).not.toBeInTheDocument();
    expect(screen.queryByText('An admin exists')).not.toBeInTheDocument();
  });

  it('never toasts a dead session, REST 401 or GraphQL UNAUTHENTICATED', async () => {
    let shown: boolean[] = [];
    act(() => {
      shown = [
        notifyFailure(new ApiError(401, 'Unauthorized', 'UNAUTHENTICATED'), 'Failed to update profile'),
        notifyFailure(new ApiError(401), 'Failed to add book'),
        notifyFailure(graphqlFailure('Please sign in', 'UNAUTHENTICATED'), 'Failed to fetch books'),
      ];
      notifyFailure(new ApiError(403, 'Admins only', 'FORBIDDEN'), 'Failed to delete book');
    });
    expect(await screen.findByText('Admins only')).toBeInTheDocument();
    expect(shown).toEqual([false, false, false]);
    expect(toastTexts()).toEqual(['Admins only']);
  });

  it('shows a store briefly unavailable once, from notifyUnavailable, and never as a screen failure', async () => {
    const message = 'The store is briefly unavailable. Please try again in a moment.';
    let shown: boolean[] = [];
    act(() => {
      notifyUnavailable(graphqlFailure(message, 'SERVICE_UNAVAILABLE'));
      notifyUnavailable(new ApiError(503));
      shown = [
        notifyFailure(new ApiError(503, message, 'SERVICE_UNAVAILABLE'), 'Failed to update profile'),
        notifyFailure(graphqlFailure(message, 'SERVICE_UNAVAILABLE'), 'Failed to fetch books', {
          useServerMessage: false,
        }),
      ];
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(shown).toEqual([false, false]);
    expect(toastTexts()).toEqual([message]);
  });

  it('does not stack the same message twice', async () => {
    act(() => {
      notifyFailure(new TypeError('offline'), 'Failed to fetch books');
      notifyFailure(new TypeError('offline'), 'Failed to fetch books');
      notifySuccess('Cart updated successfully');
      notifySuccess('Cart updated successfully');
    });
    await screen.findByText('Cart updated successfully');
    expect(toastTexts()).toEqual(['Cart updated successfully', 'Failed to fetch books']);
  });

  it("dismisses the form's failure toasts on its success, and leaves other screens' failures", async () => {
    act(() => {
      notifyFailure(new ApiError(400, 'Invalid email or password', 'INVALID_CREDENTIALS'), 'Login failed', {
        scope: 'login',
      });
      notifyFailure(new ApiError(429, 'Too many attempts, try again in a minute', 'RATE_LIMITED'), 'Login failed', {
        scope: 'login',
      });
      notifyFailure(new TypeError('offline'), 'Failed to fetch books', { scope: 'catalogue', useServerMessage: false });
    });
    await screen.findByText('Invalid email or password');
    expect(toastTexts()).toHaveLength(3);

    act(() => notifySuccess('Login successful!', { scope: 'login' }));
    expect(toast.isActive('Invalid email or password')).toBe(false);
    expect(toast.isActive('Too many attempts, try again in a minute')).toBe(false);
    // The closed toasts leave once their exit animation ends; the success takes their place.
    act(finishAnimations);
    await waitFor(() => expect(toastTexts()).toEqual(['Login successful!', 'Failed to fetch books']));
  });

  it('shows info toasts once each', async () => {
    act(() => {
      notifyInfo('Logged out successfully');
      notifyInfo('Logged out successfully');
    });
    await screen.findByText('Logged out successfully');
    expect(toastTexts()).toEqual(['Logged out successfully']);
  });
});
