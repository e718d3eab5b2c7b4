import { ErrorCode } from '../../src/common/errors/error-code';
import { createTestApp, TestApp } from '../setup/test-app';

type Schema = Record<string, any>;
interface Operation {
  operationId: string;
  parameters?: Array<{ name: string; in: string; schema?: Schema }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
  security?: Array<Record<string, string[]>>;
}

const ERROR_REF = '#/components/schemas/ErrorResponse';
const OBJECT_ID_PATTERN = '^[0-9a-fA-F]{24}$';

/** The OpenAPI document at /api/docs-json: every error, and types exact enough to generate valid requests from. */
describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };
  let operations: Array<{ method: string; path: string; op: Operation }>;

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.http.get('/api/docs-json');
    expect(res.status).toBe(200);
    doc = res.body;
    operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
    );
  });

  afterAll(async () => {
    await t.close();
  });

  const errorSchemaOf = (op: Operation, status: string) => op.responses[status]?.content?.['application/json']?.schema;
  const isAdmin = (path: string) => path.startsWith('/api/admin/');

  it('has one error body schema: integer statusCode, message, and error from the list of codes', () => {
    expect(doc.components.schemas.ErrorResponse).toMatchObject({
      type: 'object',
      required: ['statusCode', 'message', 'error'],
      properties: {
        statusCode: { type: 'integer' },
        message: { type: 'string' },
        error: { type: 'string', enum: Object.values(ErrorCode) },
      },
    });
  });

  it('documents 400 and 500 with the error body on every operation', () => {
    expect(operations.length).toBeGreaterThanOrEqual(14);
    for (const { method, path, op } of operations) {
      for (const status of ['400', '500']) {
        expect({ operation: `${method} ${path}`, status, schema: errorSchemaOf(op, status) }).toEqual({
          operation: `${method} ${path}`,
          status,
          schema: { $ref: ERROR_REF },
        });
      }
      expect(op.responses['500'].description).toContain('INTERNAL');
    }
  });

  it('documents 503 SERVICE_UNAVAILABLE with Retry-After on every operation but health, which has its own', () => {
    for (const { method, path, op } of operations) {
      if (path === '/api/health') {
        expect(op.responses['503'].description).not.toContain('SERVICE_UNAVAILABLE');
        continue;
      }
      expect({ operation: `${method} ${path}`, schema: errorSchemaOf(op, '503') }).toEqual({
        operation: `${method} ${path}`,
        schema: { $ref: ERROR_REF },
      });
      expect(op.responses['503'].description).toContain('SERVICE_UNAVAILABLE');
      expect((op.responses['503'] as { headers?: Record<string, unknown> }).headers).toHaveProperty('Retry-After');
    }
  });

  it('documents 401 and 403 and the bearer token on every admin operation', () => {
    const admin = operations.filter(({ path }) => isAdmin(path));
    expect(admin.length).toBeGreaterThanOrEqual(4);
    for (const { op } of admin) {
      expect(errorSchemaOf(op, '401')).toEqual({ $ref: ERROR_REF });
      expect(errorSchemaOf(op, '403')).toEqual({ $ref: ERROR_REF });
      expect(op.responses['403'].description).toContain('FORBIDDEN');
      expect(op.security).toEqual([{ bearer: [] }]);
    }
  });

  it('documents 401 on signed-in routes only, and 429 on sign-in and registration', () => {
    const byName = (method: string, path: string) => operations.find((o) => o.method === method && o.path === path)!.op;
    expect(byName('GET', '/api/user/profile').responses['401']).toBeDefined();
    expect(byName('GET', '/api/user/allBooks').responses['401']).toBeDefined();
    for (const [method, path] of [
      ['POST', '/api/user/login'],
      ['POST', '/api/user/register'],
      ['GET', '/api/user/check-admin'],
    ]) {
      expect(byName(method, path).responses['401']).toBeUndefined();
      expect(byName(method, path).security).toBeUndefined();
    }
    expect(byName('POST', '/api/user/login').responses['429'].description).toContain('RATE_LIMITED');
    expect((byName('POST', '/api/user/login').responses['429'] as { headers?: object }).headers).toHaveProperty(
      'Retry-After',
    );
    expect(byName('PUT', '/api/user/password').responses['429'].description).toContain('RATE_LIMITED');
    expect(byName('POST', '/api/user/logout').responses['401']).toBeDefined();
    expect(byName('POST', '/api/user/login').responses['400'].description).toContain('INVALID_CREDENTIALS');
    expect(byName('POST', '/api/user/register').responses['409'].description).toMatch(/ADMIN_EXISTS.*EMAIL_TAKEN/);
  });

  it('gives every path id the 24-hex pattern and documents INVALID_ID for it', () => {
    const withIds = operations.filter(({ path }) => /\{\w*[iI]d\}/.test(path));
    expect(withIds.length).toBeGreaterThanOrEqual(4);
    for (const { method, path, op } of withIds) {
      const ids = (op.parameters ?? []).filter((p) => p.in === 'path' && /id$/i.test(p.name));
      expect({ operation: `${method} ${path}`, count: ids.length }).toEqual({
        operation: `${method} ${path}`,
        count: 1,
      });
      expect(ids[0].schema).toMatchObject({ type: 'string', pattern: OBJECT_ID_PATTERN });
      expect(op.responses['400'].description).toContain('INVALID_ID');
    }
  });

  it('types a book exactly: integer stock, price in cents steps, dates as date-time strings', () => {
    const book = doc.components.schemas.Book;
    expect(book.properties.stock).toMatchObject({ type: 'integer', minimum: 0 });
    expect(book.properties.stock.maximum).toEqual(expect.any(Number));
    expect(book.properties.price).toMatchObject({ type: 'number', minimum: 0, multipleOf: 0.01 });
    expect(book.properties.createdAt).toMatchObject({ type: 'string', format: 'date-time' });
    expect(book.properties.image.type).toBe('string');
    expect(book.required).toEqual(expect.arrayContaining(['_id', 'title', 'price', 'stock', 'image', 'createdAt']));
  });

  it('bounds a manual order: 1 to 100 lines of a 24-hex book id and a whole quantity from 1 to the stock limit', () => {
    const { ManualOrderInput, ManualOrderLineInput } = doc.components.schemas;
    expect(ManualOrderInput.properties.books).toMatchObject({ type: 'array', minItems: 1, maxItems: 100 });
    expect(ManualOrderLineInput.properties.book).toMatchObject({ type: 'string', pattern: OBJECT_ID_PATTERN });
    expect(ManualOrderLineInput.properties.quantity).toMatchObject({ type: 'integer', minimum: 1, maximum: 1_000_000 });
  });

  it("types an order's next moves: nextStatuses as an array of the status values, cancellable as a boolean, both always sent", () => {
    const order = doc.components.schemas.Order;
    expect(order.properties.nextStatuses).toMatchObject({
      type: 'array',
      items: { type: 'string', enum: ['pending', 'shipped', 'delivered', 'cancelled'] },
    });
    expect(order.properties.cancellable).toMatchObject({ type: 'boolean' });
    expect(order.required).toEqual(expect.arrayContaining(['nextStatuses', 'cancellable']));
  });

  it('types whether a complaint is open as a boolean, always sent', () => {
    const complaint = doc.components.schemas.Complaint;
    expect(complaint.properties.open).toMatchObject({ type: 'boolean' });
    expect(complaint.required).toEqual(expect.arrayContaining(['open', 'overdue']));
  });

  it('bounds a cart line: a 24-hex book id and a whole quantity from 1 to the stock limit', () => {
    const { AddToCartInput, CartQuantityInput } = doc.components.schemas;
    expect(AddToCartInput.properties.bookId).toMatchObject({ type: 'string', pattern: OBJECT_ID_PATTERN });
    for (const quantity of [AddToCartInput.properties.quantity, CartQuantityInput.properties.quantity]) {
      expect(quantity).toMatchObject({ type: 'integer', minimum: 1, maximum: 1_000_000 });
    }
  });

  it('types a complaint exactly: the order id as a 24-hex string, the answer as text the server accepts', () => {
    const { SubmitComplaintInput, RespondToComplaintInput } = doc.components.schemas;
    expect(SubmitComplaintInput.properties.orderId).toMatchObject({ type: 'string', pattern: OBJECT_ID_PATTERN });
    const answer = RespondToComplaintInput.properties.adminResponse;
    expect(answer).toMatchObject({ type: 'string', minLength: 1 });
    const pattern = new RegExp(answer.pattern, 'u');
    expect(pattern.test('Refunded.\nSorry for the delay')).toBe(true);
    expect(pattern.test('Refunded\u0004')).toBe(false);
  });

  it('documents the multipart forms with their binary file and the JSON alternative', () => {
    const forms: Array<[string, string, string]> = [
      ['POST', '/api/user/register', 'photo'],
      ['PUT', '/api/user/profile', 'photo'],
      ['POST', '/api/admin/addBook', 'image'],
      ['POST', '/api/admin/updateBook/{id}', 'image'],
    ];
    for (const [method, path, file] of forms) {
      const { op } = operations.find((o) => o.method === method && o.path === path)!;
      const content = op.requestBody!.content;
      expect(Object.keys(content).sort()).toEqual(['application/json', 'multipart/form-data']);
      expect(content['multipart/form-data'].schema.properties[file]).toMatchObject({
        type: 'string',
        format: 'binary',
      });
      expect(content['application/json'].schema.$ref).toMatch(/^#\/components\/schemas\//);
    }
  });

  it("documents the shop identity: its JSON body with the fields' limits, and the logo as a form of one file", () => {
    const { op: save } = operations.find((o) => o.method === 'PUT' && o.path === '/api/admin/settings/identity')!;
    const ref = save.requestBody!.content['application/json'].schema.$ref;
    expect(doc.components.schemas[ref.replace('#/components/schemas/', '')]).toMatchObject({
      required: ['name'],
      properties: { name: { maxLength: 60 }, socialLinks: { type: 'array', maxItems: 8 }, about: { maxLength: 5000 } },
    });
    const { op: logo } = operations.find((o) => o.method === 'PUT' && o.path === '/api/admin/settings/identity/logo')!;
    expect(Object.keys(logo.requestBody!.content)).toEqual(['multipart/form-data']);
    expect(logo.requestBody!.content['multipart/form-data'].schema).toMatchObject({
      required: ['logo'],
      properties: { logo: { type: 'string', format: 'binary' } },
    });
    expect(logo.responses['400'].description).toContain('UNSUPPORTED_FILE');
  });

  it('documents the reset-link check: public, the token in a JSON body, valid and expiresAt, INVALID_RESET_TOKEN', () => {
    const { op } = operations.find((o) => o.method === 'POST' && o.path === '/api/user/password/reset/check')!;
    expect(op.security).toBeUndefined();
    expect(op.responses['401']).toBeUndefined();
    expect(op.parameters ?? []).toEqual([]);
    const body = op.requestBody!.content['application/json'].schema;
    const input = doc.components.schemas[body.$ref.replace('#/components/schemas/', '')];
    expect(input).toMatchObject({ required: ['token'], properties: { token: { type: 'string', minLength: 1 } } });
    const answer = op.responses['200'].content!['application/json'].schema;
    expect(doc.components.schemas[answer.$ref.replace('#/components/schemas/', '')]).toMatchObject({
      properties: { valid: { type: 'boolean' }, expiresAt: { type: 'string', format: 'date-time' } },
    });
    expect(op.responses['400'].description).toContain('INVALID_RESET_TOKEN');
    expect(op.responses['429'].description).toContain('RATE_LIMITED');
  });

  it("documents the catalogue's conditional request: If-None-Match, the ETag and the 304 without a body", () => {
    for (const path of ['/api/user/allBooks', '/api/admin/allBooks']) {
      const { op } = operations.find((o) => o.method === 'GET' && o.path === path)!;
      expect(op.parameters).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'If-None-Match', in: 'header' })]),
      );
      expect(op.responses['304']).toBeDefined();
      expect(op.responses['304'].content).toBeUndefined();
      expect((op.responses['200'] as { headers?: Record<string, unknown> }).headers).toHaveProperty('ETag');
    }
  });
});
