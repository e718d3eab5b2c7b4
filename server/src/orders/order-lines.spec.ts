import { Types } from 'mongoose';
import { checkLines, inBookIdOrder, type BookSnapshot, type TakenLine } from '../books/book-stock';
import { acknowledgement, inAskedOrder, openingLines, stockLinesOf } from './order-lines';

const A = '665f1c2b9d3e4a00123456aa';
const B = '665f1c2b9d3e4a00123456bb';
const C = '665f1c2b9d3e4a00123456cc';

const snapshot = (_id: string, priceCents: number): BookSnapshot => ({
  _id,
  title: `Title ${_id.slice(-2)}`,
  author: 'Author',
  category: 'Fiction',
  description: '',
  image: '',
  priceCents,
});

describe("an order's lines", () => {
  it('are checked and merged once where they come in, repeats adding up in the order first asked', () => {
    const lines = checkLines([
      { bookId: C, quantity: 1 },
      { bookId: A.toUpperCase(), quantity: 2 },
      { bookId: C, quantity: 2 },
    ]);
    expect(lines).toEqual([
      { bookId: C, quantity: 3 },
      { bookId: A, quantity: 2 },
    ]);
  });

  it('are opened with their book ids and quantities only: prices come with the acknowledgement', () => {
    const opened = openingLines(checkLines([{ bookId: B, quantity: 2 }]));
    expect(opened).toEqual([{ book: { _id: new Types.ObjectId(B) }, quantity: 2, priceCents: 0 }]);
  });

  it('are taken in book id order and shown in the order asked', () => {
    const asked = checkLines([
      { bookId: C, quantity: 1 },
      { bookId: A, quantity: 1 },
      { bookId: B, quantity: 1 },
    ]);
    expect(inBookIdOrder(asked).map((line) => line.bookId)).toEqual([A, B, C]);
    const taken: TakenLine[] = inBookIdOrder(asked).map(({ bookId, quantity }) => ({
      book: snapshot(bookId, 100),
      quantity,
    }));
    expect(inAskedOrder(taken, asked).map((line) => line.book._id)).toEqual([C, A, B]);
  });

  it('are acknowledged with the prices taken, in cents: 3 × 0.10 + 2 × 19.99 is exactly 40.28', () => {
    const { books, totalCents, itemCount } = acknowledgement([
      { book: snapshot(A, 10), quantity: 3 },
      { book: snapshot(B, 1999), quantity: 2 },
    ]);
    expect({ totalCents, itemCount }).toEqual({ totalCents: 4028, itemCount: 5 });
    expect(books[1]).toEqual({
      book: {
        _id: new Types.ObjectId(B),
        title: 'Title bb',
        author: 'Author',
        category: 'Fiction',
        description: '',
        image: '',
      },
      quantity: 2,
      priceCents: 1999,
    });
  });

  it('go back to stock as they were stored', () => {
    const stored = openingLines(
      checkLines([
        { bookId: A, quantity: 1 },
        { bookId: B, quantity: 4 },
      ]),
    );
    expect(stockLinesOf(stored)).toEqual([
      { bookId: A, quantity: 1 },
      { bookId: B, quantity: 4 },
    ]);
  });
});
