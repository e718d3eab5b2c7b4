import { removeInitialData, shipInitialData as ship } from '@/test/initial-data';
import { INITIAL_DATA_ID, takeInitialData } from './initial-data';

const variables = { search: '', category: '', sort: 'TITLE', direction: 'ASC', first: 20 };

describe('takeInitialData', () => {
  afterEach(removeInitialData);

  it('gives the shipped result for the same operation and variables, once', () => {
    ship(JSON.stringify({ ListBooks: { variables, data: { books: 'page 1' } } }));
    expect(takeInitialData('ListBooks', { ...variables })).toEqual({ books: 'page 1' });
    // A later visit of the screen asks the server: the page's data may be old by then.
    expect(takeInitialData('ListBooks', variables)).toBeUndefined();
    expect(document.getElementById(INITIAL_DATA_ID)).toBeNull();
  });

  it.each([
    ['another value', { ...variables, sort: 'PRICE' }],
    ['a variable more', { ...variables, after: 'cursor' }],
    ['a variable fewer', { search: '', category: '', sort: 'TITLE', direction: 'ASC' }],
  ])('gives nothing for %s than the shipped variables', (_case, asked) => {
    ship(JSON.stringify({ ListBooks: { variables, data: { books: 'page 1' } } }));
    expect(takeInitialData('ListBooks', asked)).toBeUndefined();
  });

  it('gives nothing for an operation that was not shipped, or without the element', () => {
    expect(takeInitialData('ListBooks', variables)).toBeUndefined();
    ship(JSON.stringify({ ListBooks: { variables, data: {} } }));
    expect(takeInitialData('ListCategories', {})).toBeUndefined();
  });

  it('ignores content that is not JSON, so the screens ask for their data as usual', () => {
    ship('{"ListBooks": ');
    expect(takeInitialData('ListBooks', variables)).toBeUndefined();
  });

  it('reads text escaped for a script element (\\u003c) back as the original', () => {
    ship(JSON.stringify({ ListBooks: { variables, data: { title: '</script>' } } }).replace(/</g, '\\u003c'));
    expect(takeInitialData('ListBooks', variables)).toEqual({ title: '</script>' });
  });
});
