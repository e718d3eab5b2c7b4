import { GraphQLError, parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { limitRules, MAX_TOKENS } from '../common/graphql/limits';

/** Distinct subscription documents kept; the least recently used goes first. */
export const MAX_DOCUMENTS = 100;

/**
 * The subscriptions' documents, parsed and validated (GraphQL's rules and the query limits) once
 * per query text. An app's clients send a handful of distinct subscriptions, so a thousand
 * sockets subscribed to `bookChanged` share one document (its syntax tree and tokens, several KB)
 * instead of holding one each. A query that fails is not kept.
 */
export class LiveDocuments {
  private readonly documents = new Map<string, DocumentNode>();

  constructor(
    private readonly schema: () => GraphQLSchema,
    private readonly max = MAX_DOCUMENTS,
  ) {}

  /** The query's document, or why it cannot run: the parser's error or the validation errors. */
  get(query: string): DocumentNode | readonly GraphQLError[] {
    const known = this.documents.get(query);
    if (known) {
      this.documents.delete(query);
      this.documents.set(query, known);
      return known;
    }
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: MAX_TOKENS });
    } catch (error) {
      return [error as GraphQLError];
    }
    const invalid = validate(this.schema(), document, [...specifiedRules, ...limitRules()]);
    if (invalid.length) return invalid;
    this.documents.set(query, document);
    if (this.documents.size > this.max) this.documents.delete(this.documents.keys().next().value!);
    return document;
  }
}
