import { CatalogueRelevance, editsAllowed, type RelevanceMatch, type RelevanceText } from './catalogue-relevance';
import { queryRelevance } from './relevance-query';
import { wordTokens } from './book-search';
import type MiniSearch from 'minisearch';

const ADJECTIVES = 'silent hidden golden garden quiet broken distant hollow light lighter'.split(' ');
const NOUNS = 'garden lighthouse kingdom library compass compasses lantern orchard mountain river'.split(' ');
const NAMES = 'Ada Quinn Quint Rosa Silva Garcia Hiro Lena'.split(' ');
const WORDS = 'a story of light and quite quiet golden water fire garden hope home map lantern'.split(' ');

/** A deterministic catalogue whose words overlap across fields and lie within a few edits of each other. */
function texts(count: number): RelevanceText[] {
  let state = 7;
  const next = () => (state = (state * 48271) % 2147483647) / 2147483647;
  const pick = (items: string[]) => items[Math.floor(next() * items.length)];
  return Array.from({ length: count }, (_, id) => ({
    id,
    title: `The ${pick(ADJECTIVES)} ${pick(NOUNS)}`,
    author: `${pick(NAMES)} ${pick(NAMES)}`,
    description: Array.from({ length: 3 + Math.floor(next() * 12) }, () => pick(WORDS)).join(' '),
  }));
}

const SEARCHES = [
  'silnet lighthuose',
  'golden',
  'goldne gardne',
  'quiet',
  'ligh',
  'compas',
  'quint quiet',
  'the',
  'a story',
  'light light',
  'hollwo kingdon ada',
  'zzzz',
  '',
];

/** Both answers by slot, for a comparison that does not depend on their order. */
function bySlot(match: RelevanceMatch) {
  return Array.from(match.slots, (slot, i) => [slot, match.scores[i], match.finer[i]]).sort((a, b) => a[0] - b[0]);
}

function miniSearchOf(relevance: CatalogueRelevance) {
  return (relevance as unknown as { index: MiniSearch<unknown> }).index;
}

describe('queryRelevance', () => {
  it("finds the books MiniSearch's search finds, with the same scores bit for bit", () => {
    const relevance = new CatalogueRelevance();
    for (const text of texts(600)) relevance.add(text);
    for (const search of SEARCHES) {
      const tokens = wordTokens(search);
      const quick = relevance.scores(search);
      const searched = relevance.searched(tokens);
      expect({ search, found: bySlot(quick) }).toEqual({ search, found: bySlot(searched) });
      if (['golden', 'silnet lighthuose', 'ligh'].includes(search)) expect(quick.count).toBeGreaterThan(0);
    }
  });

  it('leaves a search to MiniSearch while discarded books wait in its postings, then agrees again', () => {
    const relevance = new CatalogueRelevance();
    const all = texts(300);
    for (const text of all) relevance.add(text);
    relevance.replace(all[5], { ...all[5], title: 'The golden lantern' });
    relevance.remove(9);
    const index = miniSearchOf(relevance);
    expect(queryRelevance(index, ['golden'], editsAllowed)).toBeUndefined();
    // MiniSearch drops what it meets of the discarded books as it searches.
    relevance.searched(['golden']);
    const quick = queryRelevance(index, ['golden'], editsAllowed);
    expect(quick).toBeDefined();
    const found = relevance.scores('golden lantern');
    expect(bySlot(found)).toEqual(bySlot(relevance.searched(['golden', 'lantern'])));
    expect(Array.from(found.slots)).toContain(5);
    expect(Array.from(relevance.scores('golden').slots)).not.toContain(9);
  });
});
