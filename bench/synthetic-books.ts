import { BOOK_CATEGORIES, type BookCategory } from '../server/src/books/book-category';

/**
 * A deterministic synthetic catalogue of any size, for the benchmark: varied titles, authors and
 * 25-40 word descriptions from small vocabularies, so that searches behave like a real shop's.
 */
const ADJECTIVES =
  'silent hidden last golden broken distant lost quiet burning secret winter summer crimson hollow bright wild iron glass paper little'.split(
    ' ',
  );
const NOUNS =
  'garden river kingdom lighthouse harbour forest mountain letter promise journey engine island library storm orchard bridge mirror compass lantern city'.split(
    ' ',
  );
const FIRST =
  'Ada Ben Clara Dmitri Elena Farid Grace Hiro Ines Jonas Kofi Lena Mateo Nadia Omar Priya Quinn Rosa Sami Tara'.split(
    ' ',
  );
const LAST =
  'Abbott Bauer Castillo Dubois Eriksen Fischer Garcia Haddad Ito Jensen Kowalski Laurent Moreau Novak Okafor Petrov Quint Rossi Silva Tanaka'.split(
    ' ',
  );
const WORDS = (
  'a story of love loss and courage set in a small town where nothing is quite what it seems ' +
  'the heroine discovers an old map and a family secret that changes everything she believed ' +
  'told with warmth humour and precision this novel explores memory friendship ambition and home ' +
  'science history technology travel adventure mystery danger hope light darkness water fire'
).split(' ');

/** mulberry32: a tiny seeded PRNG, so every run loads the same books. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SyntheticBook {
  title: string;
  author: string;
  category: BookCategory;
  description: string;
  price: number;
  stock: number;
  image: string;
  createdAt: Date;
  updatedAt: Date;
}

export function* syntheticBooks(count: number, seed = 42): Generator<SyntheticBook> {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const start = Date.UTC(2020, 0, 1);
  for (let i = 0; i < count; i++) {
    const words = Array.from({ length: 25 + Math.floor(next() * 16) }, () => pick(WORDS));
    const createdAt = new Date(start + Math.floor(next() * 5 * 365 * 86_400_000));
    yield {
      title:
        `The ${pick(ADJECTIVES)} ${pick(NOUNS)}`.replace(/\b\w/g, (c) => c.toUpperCase()) +
        (next() < 0.5 ? '' : ` ${1 + (i % 9)}`),
      author: `${pick(FIRST)} ${pick(LAST)}`,
      category: BOOK_CATEGORIES[i % BOOK_CATEGORIES.length],
      description: `${words.join(' ')}.`.replace(/^\w/, (c) => c.toUpperCase()),
      price: Math.round((5 + next() * 55) * 100) / 100,
      stock: Math.floor(next() * 40),
      image: '',
      createdAt,
      updatedAt: createdAt,
    };
  }
}

/**
 * Typo searches over the synthetic vocabulary ("silnet lighthuose"): 64 of them, more than the
 * catalogue index keeps results for, so that asking them in turn searches afresh each time.
 */
export const TYPO_SEARCHES: readonly string[] = (() => {
  const typos = ['lighthuose', 'gardne', 'kingdon', 'libary', 'mountian', 'orchrad', 'compas', 'lantren'];
  const adjectives = ['silnet', 'hiden', 'golden', 'brokne', 'distnat', 'quiet', 'crimsno', 'hollwo'];
  return typos.flatMap((noun) => adjectives.map((adjective) => `${adjective} ${noun}`));
})();
