import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { clearSession } from '@/lib/session';

// jsdom lacks these; Apollo Client and React Router use them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

afterEach(() => {
  clearSession();
  Reflect.deleteProperty(globalThis, 'fetch');
});
