import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { preloadAllPages } from '@/app/lazy-page';
import { clearSession } from '@/lib/session';

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

// Screens are lazily loaded chunks in the app; tests render them at once, as the app does on a
// revisit, so that a test sees its screen in the first render.
beforeAll(() => preloadAllPages());

afterEach(() => {
  clearSession();
  Reflect.deleteProperty(globalThis, 'fetch');
});
