import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveSession } from '@/lib/session';
import { downloadFile } from '@/lib/rest';
import { deferred } from '@/test/fetch-mock';
import { admin, shopper, signedIn } from '@/test/fixtures';
import { profilePageMocks } from '@/test/profile-fixtures';
import { renderApp } from '@/test/render-app';

jest.mock('@/lib/rest', () => ({ ...jest.requireActual('@/lib/rest'), downloadFile: jest.fn() }));
const download = jest.mocked(downloadFile);

function renderProfile(user = shopper) {
  saveSession({ token: 'my-token', user });
  return renderApp({ at: '/profile', session: signedIn(user), mocks: profilePageMocks() });
}

describe('Download my data (profile)', () => {
  beforeEach(() => download.mockReset());

  it('downloads the JSON file from the account export, reading "Preparing download..." meanwhile', async () => {
    const pending = deferred<void>();
    download.mockReturnValue(pending.promise);
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));

    expect(download).toHaveBeenCalledWith('/user/account/export', 'my-bookstore-data.json');
    expect(screen.getByRole('button', { name: 'Preparing download...' })).toBeDisabled();
    pending.resolve();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled());
  });

  it('toasts "Your data could not be downloaded" when the store cannot be reached', async () => {
    download.mockRejectedValue(new Error('Network down'));
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data could not be downloaded')).toBeInTheDocument();
  });

  it('is not offered to the admin', async () => {
    renderProfile(admin);
    expect(await screen.findByRole('heading', { name: admin.name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download my data' })).not.toBeInTheDocument();
  });
});
