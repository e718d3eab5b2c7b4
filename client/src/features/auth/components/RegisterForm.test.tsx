import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import userEvent from '@testing-library/user-event';
import { AdminExistsDocument } from '../api/AdminExists.generated';
import { loadSession } from '@/lib/session';
import { deferred, jsonResponse, mockFetch, sentForm } from '@/test/fetch-mock';
import { restUser, shopper, signedOut, STORE, storeSettingsMock } from '@/test/fixtures';
import { imageFile } from '@/test/image-files';
import { renderApp } from '@/test/render-app';

function adminExistsMock(adminExists: boolean, delay = 0) {
  return { request: { query: AdminExistsDocument }, result: { data: { adminExists } }, delay };
}

function renderRegister(mocks: ReadonlyArray<MockLink.MockedResponse> = [adminExistsMock(false)]) {
  return renderApp({ at: '/register', mocks, session: signedOut });
}

const roleSelect = () => screen.getByRole('combobox', { name: 'Role' });
const roleOptions = () =>
  within(roleSelect())
    .getAllByRole('option')
    .map((o) => o.textContent);

interface FormInput {
  name?: string;
  email?: string;
  password?: string;
  confirm?: string;
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, input: FormInput = {}) {
  const { name = 'Ada Reader', email = 'ada@example.com', password = 'secret1' } = input;
  const confirm = input.confirm ?? password;
  if (name) await user.type(screen.getByLabelText(/full name/i), name);
  if (email) await user.type(screen.getByLabelText(/email address/i), email);
  if (password) await user.type(screen.getByLabelText(/^password/i), password);
  if (confirm) await user.type(screen.getByLabelText(/^confirm password/i), confirm);
}

describe('RegisterForm: admin availability', () => {
  it('shows "Checking admin availability..." and offers only User while the check runs', async () => {
    renderRegister([adminExistsMock(false, 50)]);
    expect(screen.getByText('Checking admin availability...')).toBeInTheDocument();
    expect(roleOptions()).toEqual(['User']);
    await waitFor(() => expect(roleOptions()).toEqual(['User', 'Admin']));
    expect(screen.queryByText('Checking admin availability...')).not.toBeInTheDocument();
  });

  it('offers Admin while no admin exists', async () => {
    renderRegister([adminExistsMock(false)]);
    expect(await screen.findByRole('option', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.queryByText(/Admin role is not available/)).not.toBeInTheDocument();
  });

  it('hides Admin and shows the note when an admin exists', async () => {
    renderRegister([adminExistsMock(true)]);
    expect(
      await screen.findByText('Admin role is not available - an admin already exists in the system.'),
    ).toBeInTheDocument();
    expect(roleOptions()).toEqual(['User']);
  });

  it('assumes an admin exists when the check fails', async () => {
    renderRegister([{ request: { query: AdminExistsDocument }, error: new Error('Network down') }]);
    expect(
      await screen.findByText('Admin role is not available - an admin already exists in the system.'),
    ).toBeInTheDocument();
    expect(roleOptions()).toEqual(['User']);
  });
});

describe('RegisterForm: the admin role reserved for the owner (ADMIN_EMAIL)', () => {
  const reserved = () => [adminExistsMock(false), storeSettingsMock('USD', 3, true, STORE, true)];

  it("says Admin is reserved for the owner's email when the store restricts the role", async () => {
    renderRegister(reserved());
    expect(
      await screen.findByText(
        "The Admin role is reserved for this store's owner: choose it only with the owner's email.",
      ),
    ).toBeInTheDocument();
    expect(roleOptions()).toEqual(['User', 'Admin']);
  });

  it('keeps the usual hint when the role is open to the first to register', async () => {
    renderRegister();
    expect(
      await screen.findByText('Choose Admin only if you will run the store. There can be only one.'),
    ).toBeInTheDocument();
  });

  it('puts the role back to User with the reason, focused, when the server refuses the email', async () => {
    const fetchMock = mockFetch();
    const reason = "The administrator role is reserved for this store's owner. Register as a customer.";
    fetchMock.mockResolvedValue(jsonResponse(403, { statusCode: 403, message: reason, error: 'ADMIN_ROLE_RESERVED' }));
    const user = userEvent.setup();
    const { router } = renderRegister(reserved());
    await screen.findByRole('option', { name: 'Admin' });
    await user.selectOptions(roleSelect(), 'admin');
    await fillForm(user, { email: 'someone@example.com' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(roleSelect()).toHaveValue('user'));
    expect(roleSelect()).toHaveFocus();
    expect(roleSelect()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(reason).length).toBeGreaterThanOrEqual(2); // the toast and the field
    expect(router.state.location.pathname).toBe('/register');
    expect(loadSession()).toBeNull();
  });
});

describe('RegisterForm: validation', () => {
  it('requires name, email, password and confirmation, and sends nothing', async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    renderRegister();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(screen.getByLabelText(/full name/i)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a confirmation that does not match: "Passwords do not match"', async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    renderRegister();
    await fillForm(user, { password: 'secret1', confirm: 'secret2' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText(/^confirm password/i)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a password under 6 characters: "Password must be at least 6 characters long"', async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    renderRegister();
    await fillForm(user, { password: 'abc12' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('toggles each password field between hidden and shown', async () => {
    const user = userEvent.setup();
    renderRegister();
    const password = screen.getByLabelText(/^password/i);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(screen.getByLabelText(/^confirm password/i)).toHaveAttribute('type', 'text');
  });
});

describe('RegisterForm: submitting', () => {
  it('registers over REST multipart, stores the session, toasts and goes home', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(
      jsonResponse(201, {
        message: 'Registered',
        token: 'new-token',
        user: restUser({ ...shopper, name: 'Ada Reader' }),
      }),
    );
    const user = userEvent.setup();
    const { router } = renderRegister();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(fetchMock).toHaveBeenCalledWith('/api/user/register', expect.objectContaining({ method: 'POST' }));
    expect(sentForm(fetchMock)).toEqual({
      name: 'Ada Reader',
      email: 'ada@example.com',
      password: 'secret1',
      role: 'user',
    });
    expect(loadSession()).toEqual({ token: 'new-token', user: { ...shopper, name: 'Ada Reader' } });
    expect(await screen.findByRole('link', { name: 'Browse Books' })).toHaveAttribute('href', '/books');
  });

  it('sends the chosen role and photo', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(
      jsonResponse(201, { message: 'ok', token: 't', user: restUser({ ...shopper, role: 'admin' }) }),
    );
    const user = userEvent.setup();
    renderRegister();
    await screen.findByRole('option', { name: 'Admin' });
    const photo = imageFile('me.png', 'image/png');
    await user.upload(screen.getByLabelText(/profile photo/i), photo);
    await user.selectOptions(roleSelect(), 'admin');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('Registration successful!');
    const form = sentForm(fetchMock);
    expect(form.role).toBe('admin');
    expect((form.photo as File).name).toBe('me.png');
  });

  it('reads "Creating account..." and is disabled while the request is pending', async () => {
    const fetchMock = mockFetch();
    const pending = deferred<Response>();
    fetchMock.mockReturnValue(pending.promise);
    const user = userEvent.setup();
    renderRegister();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const button = screen.getByRole('button', { name: 'Creating account...' });
    expect(button).toBeDisabled();
    pending.resolve(jsonResponse(201, { message: 'ok', token: 't', user: restUser(shopper) }));
    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
  });

  it("shows the server's message when registration fails", async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(
      jsonResponse(409, {
        statusCode: 409,
        message: 'An account with this email already exists',
        error: 'EMAIL_TAKEN',
      }),
    );
    const user = userEvent.setup();
    const { router } = renderRegister();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
    expect(loadSession()).toBeNull();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it('falls back to "Registration failed" when the server cannot be reached', async () => {
    mockFetch().mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderRegister();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
  });

  it('on ADMIN_EXISTS: shows the admin message, re-checks, hides Admin and resets the role to User', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(
      jsonResponse(409, { statusCode: 409, message: 'An admin already exists', error: 'ADMIN_EXISTS' }),
    );
    const user = userEvent.setup();
    renderRegister([adminExistsMock(false), adminExistsMock(true)]);
    await screen.findByRole('option', { name: 'Admin' });
    await user.selectOptions(roleSelect(), 'admin');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(
      await screen.findByText('Admin already exists! Only one admin is allowed in the system.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Admin role is not available - an admin already exists in the system.'),
    ).toBeInTheDocument();
    expect(roleSelect()).toHaveValue('user');
    expect(roleOptions()).toEqual(['User']);
    expect(screen.getByText('Admin already exists in the system. Only one admin is allowed.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
