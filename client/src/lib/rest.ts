import { restUrl } from '@/config/env';
import { ApiError } from './errors';
import { notifyUnavailable } from './notify';
import { expireSession, getToken, normaliseRole, type SessionUser } from './session';

/** A user as the REST API sends it: `_id`, lower-case role. */
export interface RestUser {
  _id: string;
  name: string;
  email: string;
  role: string;
  photo?: string | null;
  createdAt: string;
}

export function toSessionUser(user: RestUser): SessionUser {
  return {
    id: user._id,
    name: user.name,
    email: user.email,
    role: normaliseRole(user.role),
    photo: user.photo ?? '',
    createdAt: user.createdAt,
  };
}

/** Form fields for a multipart request; undefined and null fields are left out. */
export type MultipartFields = Record<string, string | Blob | null | undefined>;

export function toFormData(fields: MultipartFields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(name, value);
  }
  return form;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function errorFromBody(status: number, body: unknown): ApiError {
  const { message, error } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const text = Array.isArray(message) ? message.filter((m) => typeof m === 'string').join('. ') : message;
  return new ApiError(
    status,
    typeof text === 'string' && text.trim() !== '' ? text : undefined,
    typeof error === 'string' ? error : undefined,
  );
}

/**
 * Sends a multipart request to the REST API (`/api` + path) with the stored bearer token, and
 * returns the parsed JSON body. Used for uploads, which GraphQL could carry too but REST does
 * more simply.
 *
 * A 401 means the session is dead: it is cleared and the app goes to /login, as for GraphQL. A
 * 503 means the store is briefly unavailable: its message is shown and the session kept.
 * Every failure throws an ApiError carrying the server's `message` and `error` code.
 */
export async function sendMultipart<T>(method: 'POST' | 'PUT', path: string, fields: MultipartFields): Promise<T> {
  const token = getToken();
  const response = await fetch(restUrl(path), {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: toFormData(fields),
  });
  const body = await readJson(response);
  if (response.status === 401) {
    expireSession();
    throw errorFromBody(401, body ?? { error: 'UNAUTHENTICATED' });
  }
  if (!response.ok) {
    const error = errorFromBody(response.status, body);
    if (response.status === 503) notifyUnavailable(error);
    throw error;
  }
  return body as T;
}

/**
 * Downloads a file from the REST API (`/api` + path) with the stored bearer token (a plain link
 * could not send it) and hands it to the browser as a download, under the name the server gives
 * (Content-Disposition) or `fallbackName`. Failures throw an ApiError, as `sendMultipart` does.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = getToken();
  const response = await fetch(restUrl(path), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (response.status === 401) {
    expireSession();
    throw errorFromBody(401, (await readJson(response)) ?? { error: 'UNAUTHENTICATED' });
  }
  if (!response.ok) {
    const error = errorFromBody(response.status, await readJson(response));
    if (response.status === 503) notifyUnavailable(error);
    throw error;
  }
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = named ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
