import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { clearSession } from '@/lib/session';

// findBy* and waitFor give up after 10 s instead of 1 s: with test files running side by side on
// a busy machine, a screen can take longer than a second to appear. A passing test waits no longer.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks these; Apollo Client and React Router use them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom's Blob has no arrayBuffer(); the image picker reads a file's first bytes with it.
if (!Blob.prototype.arrayBuffer) {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}

// Screens and the toast library are lazily loaded chunks in the app; tests load them ahead, as
// a revisit finds them, so that a test sees its screen and its toasts in the first render.
// Imported here, not above: React Router needs the TextEncoder set up above when it loads.
beforeAll(async () => {
  const [{ preloadAllPages }, { loadToastLibrary }] = await Promise.all([
    import('@/app/lazy-page'),
    import('@/lib/toast-library'),
  ]);
  await Promise.all([preloadAllPages(), loadToastLibrary()]);
});

afterEach(() => {
  clearSession();
  Reflect.deleteProperty(globalThis, 'fetch');
});
