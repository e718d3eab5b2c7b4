/** A minimal stand-in for the fetch Response the REST helper and Apollo's HttpLink read. */
export function jsonResponse(status: number, body: unknown, contentType = 'application/json') {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
    json: async () => JSON.parse(text),
    text: async () => text,
  } as unknown as Response;
}

/** Replaces global fetch (jsdom has none) with a jest mock; returns it. */
export function mockFetch(): jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]> {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** A promise with its resolve function, to hold a request open while asserting pending UI. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** The FormData sent by the last fetch call, as a plain object (files kept as File). */
export function sentForm(fetchMock: jest.Mock, call = -1): Record<string, FormDataEntryValue> {
  const calls = fetchMock.mock.calls;
  const [, init] = calls.at(call) as [unknown, RequestInit];
  return Object.fromEntries((init.body as FormData).entries());
}
