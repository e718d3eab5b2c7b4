import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { format, TextDecoder, TextEncoder } from 'node:util';
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

// A passing test prints nothing: a warning or error logged during a test (an Apollo mock that ran
// out, a state update outside act(), a failed prop type) fails it, with what was printed. A test
// that expects a log spies on the console itself (jest.spyOn(console, 'error')).
const printed: string[] = [];
for (const level of ['warn', 'error'] as const) {
  console[level] = (...args: unknown[]) => {
    printed.push(`console.${level}: ${format(...args)}`);
  };
}
afterEach(() => {
  if (printed.length === 0) return;
  const lines = printed.splice(0);
  throw new Error(`This test printed ${lines.length} warning(s) or error(s):\n${lines.join('\n\n')}`);
});
