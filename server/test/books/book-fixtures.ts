import type TestAgent from 'supertest/lib/agent';
import { registerUser, type Account } from '../setup/helpers';
import type { TestApp } from '../setup/test-app';

export type BookFields = {
  title: string;
  author: string;
  category: string;
  description: string;
  price: number | string;
  stock: number | string;
};

let counter = 0;

/** A valid book form; override any field. */
export function bookFields(overrides: Partial<BookFields> = {}): BookFields {
  counter++;
  return {
    title: `Test Book ${counter}`,
    author: 'Test Author',
    category: 'Fiction',
    description: 'A book made by a test.',
    price: '12.5',
    stock: '3',
    ...overrides,
  };
}

/** An empty store with the one admin and one shopper. */
export async function adminAndUser(testApp: TestApp): Promise<{ admin: Account; user: Account }> {
  await testApp.reset();
  const admin = await registerUser(testApp.http, { role: 'admin', name: 'Store Admin' });
  const user = await registerUser(testApp.http, { name: 'Shopper' });
  return { admin, user };
}

/** POST /api/admin/addBook as multipart, the way the admin form sends it. */
export function postBook(
  http: TestAgent,
  token: string,
  fields: Record<string, unknown>,
  image?: { buffer: Buffer; name: string },
  path = '/api/admin/addBook',
) {
  const req = http.post(path).set('authorization', `Bearer ${token}`);
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) req.field(name, String(value));
  }
  if (image) req.attach('image', image.buffer, image.name);
  return req;
}

/** Adds a book and returns it (REST shape); fails the test if it could not be added. */
export async function addBook(
  http: TestAgent,
  token: string,
  overrides: Partial<BookFields> = {},
  image?: { buffer: Buffer; name: string },
) {
  const res = await postBook(http, token, bookFields(overrides), image);
  if (res.status !== 201) throw new Error(`addBook failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.book as { _id: string; title: string; image: string; price: number; createdAt: string };
}

/** How many books and stored image files the database holds. */
export async function storedCounts(testApp: TestApp) {
  const db = testApp.connection.db!;
  return {
    books: await db.collection('books').countDocuments(),
    images: await db.collection('images.files').countDocuments(),
    chunks: await db.collection('images.chunks').countDocuments(),
  };
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });
