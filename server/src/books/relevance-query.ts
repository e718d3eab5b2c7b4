import type MiniSearch from 'minisearch';
import { FIELD_WEIGHTS, PREFIX_WEIGHT, TYPO_WEIGHT } from './book-finder';

/** A field's postings of one word: MiniSearch's document short id → how often the word occurs. */
type FieldPostings = Map<number, number>;
/** A word's postings by field id. */
type WordPostings = Map<number, FieldPostings>;

/**
 * What a relevance search reads of a MiniSearch 7 index besides its public API: the term tree
 * (whose prefix and fuzzy look-ups do the matching), the field ids and lengths, and the short ids.
 * `relevance-query.spec.ts` compares every search here with MiniSearch's own `search`, so a
 * MiniSearch whose layout differs fails there, not in a shop.
 */
interface MiniSearchInternals {
  _index: {
    get(term: string): WordPostings | undefined;
    atPrefix(prefix: string): Iterable<[string, WordPostings]>;
    fuzzyGet(term: string, edits: number): Map<string, [WordPostings, number]>;
  };
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
  _documentIds: Map<number, unknown>;
  _documentCount: number;
}

/** MiniSearch's default BM25 parameters. */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const FIELDS = Object.keys(FIELD_WEIGHTS) as Array<keyof typeof FIELD_WEIGHTS>;

/** One near word of a search word in one field: the weights it adds to a book's scores. */
interface Posting {
  docs: FieldPostings;
  field: number;
  /** MiniSearch's weight of the word's kind of match times the field's boost. */
  weight: number;
  /** `fieldScore`'s: the kind of match times FIELD_WEIGHTS of the field. */
  fieldScore: number;
  avgLength: number;
  /** BM25's inverse document frequency of the word in the field. */
  invDocFreq: number;
}

/** The books matching every search word, by their ids in the index, with both scores (as `RelevanceMatch`). */
export interface QueryMatches {
  ids: unknown[];
  scores: number[];
  finer: number[];
}

/**
 * MiniSearch's `search` with prefix, fuzzy (`editsAllowed`), AND and field boosts, with the same
 * books and the same BM25 scores, bit for bit, and `fieldScore` beside them; undefined when the
 * index holds discarded books not yet vacuumed from the near words' postings (MiniSearch's own
 * search then scores them, dropping them as it goes).
 *
 * MiniSearch scores every posting of every near word of every search word, building an object
 * per book and word, then intersects: a two-word typo search over 100,000 books builds some
 * 10,000 of them to keep 250. Here each search word is expanded to its near words once, in
 * MiniSearch's term tree; the candidates are the books of the search word with the fewest
 * postings; the other words are looked up for those books only, and only the books that have
 * them all are scored.
 */
export function queryRelevance(
  index: MiniSearch<unknown>,
  tokens: readonly string[],
  editsAllowed: (term: string) => number,
): QueryMatches | undefined {
  const internals = index as unknown as MiniSearchInternals;
  const words = tokens.map((token) => nearPostings(internals, token, editsAllowed(token)));
  if (index.dirtCount > 0 && words.some((postings) => postings.some((p) => hasDiscarded(internals, p.docs)))) {
    return undefined;
  }
  const found: QueryMatches = { ids: [], scores: [], finer: [] };
  if (words.length === 0 || words.some((postings) => postings.length === 0)) return found;
  const quality = new Set(tokens).size;
  const smallest = words.reduce((best, postings) => (size(postings) < size(best) ? postings : best));
  // A book in several of the smallest word's postings (title and description) is a candidate once.
  const seen = smallest.length > 1 ? new Set<number>() : undefined;
  for (const posting of smallest) {
    for (const id of posting.docs.keys()) {
      if (seen) {
        if (seen.has(id)) continue;
        seen.add(id);
      }
      if (!hasEvery(words, smallest, id)) continue;
      const lengths = internals._fieldLength.get(id)!;
      let finer = 0;
      let score = 0;
      let everyWord = true;
      for (const postings of words) {
        let word = 0;
        let best = 0;
        let matched = false;
        for (const p of postings) {
          const frequency = p.docs.get(id);
          if (frequency === undefined) continue;
          matched = true;
          const bm25 = bm25Score(p.invDocFreq, frequency, lengths[p.field], p.avgLength);
          word += p.weight * bm25;
          if (p.fieldScore > best) best = p.fieldScore;
        }
        if (!matched) {
          everyWord = false;
          break;
        }
        finer += word;
        score += best;
      }
      if (!everyWord) continue;
      found.ids.push(internals._documentIds.get(id));
      found.scores.push(score);
      found.finer.push(finer * quality);
    }
  }
  return found;
}

/**
 * A search word's near words in each field, in the order MiniSearch scores them: the word itself,
 * the words it starts, then those within `edits` (not already a prefix match).
 */
function nearPostings(internals: MiniSearchInternals, token: string, edits: number): Posting[] {
  const tree = internals._index;
  const postings: Posting[] = [];
  const add = (data: WordPostings | undefined, weight: number, kind: number) => {
    if (!data) return;
    for (const field of FIELDS) {
      const fieldId = internals._fieldIds[field];
      const docs = data.get(fieldId);
      if (!docs) continue;
      postings.push({
        docs,
        field: fieldId,
        // MiniSearch's product: term weight × term boost (1) × field boost × document boost (1).
        weight: weight * 1 * FIELD_WEIGHTS[field] * 1,
        fieldScore: kind * FIELD_WEIGHTS[field],
        avgLength: internals._avgFieldLength[fieldId],
        invDocFreq: invDocFreq(docs.size, internals._documentCount),
      });
    }
  };
  add(tree.get(token), 1, 1);
  const prefixed = new Set<string>();
  for (const [word, data] of tree.atPrefix(token)) {
    const distance = word.length - token.length;
    if (!distance) continue;
    prefixed.add(word);
    add(data, (PREFIX_WEIGHT * word.length) / (word.length + 0.3 * distance), PREFIX_WEIGHT);
  }
  if (edits > 0) {
    for (const [word, [data, distance]] of tree.fuzzyGet(token, edits)) {
      if (!distance || prefixed.has(word)) continue;
      add(data, (TYPO_WEIGHT * word.length) / (word.length + distance), TYPO_WEIGHT);
    }
  }
  return postings;
}

function size(postings: readonly Posting[]): number {
  return postings.reduce((total, p) => total + p.docs.size, 0);
}

function hasDiscarded(internals: MiniSearchInternals, docs: FieldPostings): boolean {
  for (const id of docs.keys()) if (!internals._documentIds.has(id)) return true;
  return false;
}

/** Whether the book has a near word of every search word (those of `known` are known to match). */
function hasEvery(words: readonly Posting[][], known: readonly Posting[], id: number): boolean {
  for (const postings of words) {
    if (postings === known) continue;
    let found = false;
    for (const p of postings) {
      if (p.docs.has(id)) {
        found = true;
        break;
      }
    }
    if (!found) return false;
  }
  return true;
}

/** MiniSearch's BM25+ (`calcBM25Score`), in its order of operations; the same for every book of a posting. */
function invDocFreq(matching: number, total: number): number {
  return Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
}

/** The rest of MiniSearch's BM25+ for one book. */
function bm25Score(invDocFreq: number, frequency: number, length: number, avgLength: number): number {
  const { k, b, d } = BM25;
  return invDocFreq * (d + (frequency * (k + 1)) / (frequency + k * (1 - b + (b * length) / avgLength)));
}
