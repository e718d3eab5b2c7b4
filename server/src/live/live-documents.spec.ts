import { buildSchema, type DocumentNode, type GraphQLError } from 'graphql';
import { LiveDocuments } from './live-documents';

const schema = buildSchema(`
  type Query { ok: Boolean }
  type Subscription { ticks: Int, tocks(id: ID!): Int }
`);

describe('LiveDocuments', () => {
  it('parses and validates a query once, every subscriber of it sharing the one document', () => {
    const documents = new LiveDocuments(() => schema);
    const first = documents.get('subscription { ticks }');
    expect(first).toHaveProperty('kind', 'Document');
    expect(documents.get('subscription { ticks }')).toBe(first);
    expect(documents.get('subscription { ticks  }')).not.toBe(first);
  });

  it('answers a query that does not parse or validate with its errors, and keeps nothing of it', () => {
    const documents = new LiveDocuments(() => schema);
    const unparsable = documents.get('subscription {') as readonly GraphQLError[];
    expect(unparsable[0].message).toMatch(/^Syntax Error/);
    const invalid = documents.get('subscription { nothing }') as readonly GraphQLError[];
    expect(invalid.map((error) => error.message)).toEqual(['Cannot query field "nothing" on type "Subscription".']);
    expect(documents.get('subscription { nothing }')).not.toBe(invalid);
  });

  it('keeps the most recently used documents up to its bound', () => {
    const documents = new LiveDocuments(() => schema, 2);
    const a = documents.get('subscription a { ticks }') as DocumentNode;
    const b = documents.get('subscription b { ticks }') as DocumentNode;
    expect(documents.get('subscription a { ticks }')).toBe(a);
    documents.get('subscription c { ticks }');
    expect(documents.get('subscription a { ticks }')).toBe(a);
    expect(documents.get('subscription b { ticks }')).not.toBe(b);
  });
});
