import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { Toasts } from '@/app/layout/Toasts';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { restUser, shopper } from '@/test/fixtures';
import { ApiError } from './errors';
import { sendMultipart, toSessionUser } from './rest';
import { loadSession, onSessionExpired, saveSession } from './session';

describe('sendMultipart', () => {
  it('posts FormData to /api with the bearer token, leaving out empty fields', async () => {
    saveSession({ token: 'stored-token', user: shopper });
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await expect(
      sendMultipart('PUT', '/user/profile', { name: 'Ada', photo: null, email: undefined }),
    ).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/user/profile');
    expect(init?.method).toBe('PUT');
    expect(init?.headers).toEqual({ Authorization: 'Bearer stored-token' });
    expect(Object.fromEntries((init?.body as FormData).entries())).toEqual({ name: 'Ada' });
  });

  it("throws an ApiError carrying the server's message and code", async () => {
    mockFetch().mockResolvedValue(
      jsonResponse(413, { statusCode: 413, message: 'The image must be 5 MB or smaller', error: 'FILE_TOO_LARGE' }),
    );
    const error = await sendMultipart('POST', '/user/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 413,
      code: 'FILE_TOO_LARGE',
      serverMessage: 'The image must be 5 MB or smaller',
    });
  });

  it('on 401 clears the session and signals expiry before throwing', async () => {
    saveSession({ token: 'dead-token', user: shopper });
    const expired = jest.fn();
    const unsubscribe = onSessionExpired(expired);
    mockFetch().mockResolvedValue(
      jsonResponse(401, { statusCode: 401, message: 'Session expired', error: 'UNAUTHENTICATED' }),
    );
    await expect(sendMultipart('PUT', '/user/profile', {})).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
    expect(loadSession()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('on 503 keeps the session, shows the message once and throws', async () => {
    saveSession({ token: 'good-token', user: shopper });
    const expired = jest.fn();
    const unsubscribe = onSessionExpired(expired);
    render(<Toasts />);
    const message = 'The store is briefly unavailable. Please try again in a moment.';
    mockFetch().mockResolvedValue(jsonResponse(503, { statusCode: 503, message, error: 'SERVICE_UNAVAILABLE' }));
    let failure: unknown;
    await act(async () => {
      failure = await sendMultipart('PUT', '/user/profile', {}).catch((error: unknown) => error);
    });
    expect(failure).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(loadSession()).not.toBeNull();
    expect(expired).not.toHaveBeenCalled();
    unsubscribe();
    act(() => toast.dismiss());
  });

  it('leaves the server message undefined when the body is not JSON', async () => {
    const response = {
      ok: false,
      status: 502,
      json: async () => Promise.reject(new SyntaxError('bad')),
    } as unknown as Response;
    mockFetch().mockResolvedValue(response);
    await expect(sendMultipart('POST', '/x', {})).rejects.toMatchObject({ status: 502, serverMessage: undefined });
  });
});

describe('toSessionUser', () => {
  it('maps REST _id to id and keeps one user shape', () => {
    expect(toSessionUser({ ...restUser(shopper), role: 'admin', photo: null })).toEqual({
      ...shopper,
      role: 'admin',
      photo: '',
    });
  });
});
