import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadSession, saveSession } from '@/lib/session';
import { deferred, jsonResponse, mockFetch, sentForm } from '@/test/fetch-mock';
import { admin, restUser, shopper, signedIn } from '@/test/fixtures';
import { imageFile } from '@/test/image-files';
import { profilePageMocks } from '@/test/profile-fixtures';
import { renderApp } from '@/test/render-app';

function renderProfile(user = shopper) {
  saveSession({ token: 'token', user });
  return renderApp({ at: '/profile', session: signedIn(user), mocks: profilePageMocks() });
}

describe('Profile', () => {
  it('shows photo placeholder, name, email, role label and member-since date', async () => {
    renderProfile(admin);
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Grace Admin' })).toBeInTheDocument();
    expect(within(main).getByText('grace@example.com')).toBeInTheDocument();
    // The role shows once, as the "Role" fact, not also as a badge under the email.
    expect(within(main).getAllByText('Administrator')).toHaveLength(1);
    expect(within(main).getByText('Role').nextElementSibling).toHaveTextContent('Administrator');
    expect(within(main).getByText('January 15, 2023')).toBeInTheDocument();
    expect(within(main).getByTestId('avatar-placeholder')).toHaveTextContent('GA');
  });

  it('saves name, email and photo, replaces the session user and toasts', async () => {
    const fetchMock = mockFetch();
    const pending = deferred<Response>();
    fetchMock.mockReturnValue(pending.promise);
    const user = userEvent.setup();
    renderProfile();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const email = screen.getByLabelText(/email address/i);
    expect(email).toHaveAttribute('type', 'email');
    await user.clear(screen.getByLabelText(/full name/i));
    await user.type(screen.getByLabelText(/full name/i), 'Ada Lovelace');
    await user.upload(screen.getByLabelText(/profile photo/i), imageFile('ada.webp', 'image/webp'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    const form = sentForm(fetchMock);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/user/profile');
    expect(form).toMatchObject({ name: 'Ada Lovelace', email: shopper.email });
    expect((form.photo as File).name).toBe('ada.webp');

    const saved = { ...shopper, name: 'Ada Lovelace', photo: 'http://localhost/api/images/abc' };
    pending.resolve(jsonResponse(200, { message: 'Profile updated successfully!', user: restUser(saved) }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(loadSession()?.user).toEqual(saved);
    expect(within(screen.getByRole('banner')).getByRole('button', { name: /ada lovelace/i })).toBeInTheDocument();
  });

  it("stays in edit mode and toasts the server's message when saving fails", async () => {
    mockFetch().mockResolvedValue(
      jsonResponse(409, { statusCode: 409, message: 'That email is already in use', error: 'EMAIL_TAKEN' }),
    );
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('That email is already in use')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(loadSession()?.user).toEqual(shopper);
  });

  it('falls back to "Failed to update profile"', async () => {
    mockFetch().mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
  });

  it('a 401 while saving ends the session and goes to /login, remembering /profile', async () => {
    mockFetch().mockResolvedValue(
      jsonResponse(401, { statusCode: 401, message: 'Session expired', error: 'UNAUTHENTICATED' }),
    );
    const user = userEvent.setup();
    const { router } = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/login', state: { from: '/profile' } });
    expect(loadSession()).toBeNull();
    expect(screen.queryByText('Failed to update profile')).not.toBeInTheDocument();
  });

  it('Cancel leaves edit mode without saving', async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.type(screen.getByLabelText(/full name/i), ' changed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Ada Reader' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requires a name and a valid email', async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText(/full name/i));
    await user.clear(screen.getByLabelText(/email address/i));
    await user.type(screen.getByLabelText(/email address/i), 'nope');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
