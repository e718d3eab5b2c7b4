import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { admin, signedIn } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { AddOrderNoteDocument } from '../api/AddOrderNote.generated';
import { OrderNotesDocument } from '../api/OrderNotes.generated';
import { OrderNotes } from './OrderNotes';

const ORDER = '64c3000000000000aabbccdd';

const note = (id: string, text: string, createdAt: string, name = 'Store Admin') => ({
  __typename: 'OrderNote' as const,
  id,
  orderId: ORDER,
  text,
  createdAt,
  author: { __typename: 'OrderActor' as const, id: '64b0000000000000000000aa', name },
});

const notesMock = (notes: ReturnType<typeof note>[], truncated = false) => ({
  request: { query: OrderNotesDocument, variables: { orderId: ORDER } },
  result: { data: { orderNotes: { __typename: 'OrderNotes' as const, truncated, notes } } },
});

const addMock = (text: string, added: ReturnType<typeof note>) => ({
  request: { query: AddOrderNoteDocument, variables: { orderId: ORDER, input: { text } } },
  result: jest.fn(() => ({
    data: { addOrderNote: { __typename: 'OrderNotePayload' as const, message: 'Note added', note: added } },
  })),
});

const renderNotes = (mocks: NonNullable<Parameters<typeof renderApp>[0]>['mocks']) =>
  renderApp({ mocks, session: signedIn(admin), routes: [{ path: '/', element: <OrderNotes orderId={ORDER} /> }] });

describe('Internal notes on an order', () => {
  it('lists the notes newest first, each with its author as named when they wrote it, and its time, lines kept', async () => {
    renderNotes([
      notesMock([
        note('n2', 'Parcel held at the depot.\nCall back Monday.', '2026-11-28T10:00:00.000Z'),
        note('n1', 'Customer called.', '2026-11-27T09:00:00.000Z', ''),
      ]),
    ]);
    const list = await screen.findByRole('list', { name: 'Notes, newest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Store Admin');
    expect(items[0]).toHaveTextContent('Parcel held at the depot. Call back Monday.');
    expect(items[1]).toHaveTextContent('A deleted account');
    expect(screen.getByText(/the customer never does/)).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    renderNotes([notesMock([])]);
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
  });

  it('adds a note at the top, empties the box and keeps focus there for the next', async () => {
    const added = note('n3', 'Refund agreed by phone.', '2026-11-29T08:00:00.000Z');
    const add = addMock('Refund agreed by phone.', added);
    renderNotes([notesMock([note('n1', 'Customer called.', '2026-11-27T09:00:00.000Z')]), add]);
    await screen.findByText('Customer called.');
    const box = screen.getByRole('textbox', { name: 'New note' });
    await userEvent.type(box, '  Refund agreed by phone.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Add Note' }));

    expect(await screen.findByText('Note added')).toBeInTheDocument();
    expect(add.result).toHaveBeenCalledTimes(1);
    const items = within(screen.getByRole('list', { name: 'Notes, newest first' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Refund agreed by phone.'),
      expect.stringContaining('Customer called.'),
    ]);
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });

  it('refuses a blank note before sending, with the message at the box', async () => {
    const add = addMock('x', note('n9', 'x', '2026-11-29T08:00:00.000Z'));
    renderNotes([notesMock([]), add]);
    await screen.findByText('No notes yet.');
    const box = screen.getByRole('textbox', { name: 'New note' });
    await userEvent.type(box, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText('Note is required')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(add.result).not.toHaveBeenCalled();
  });

  it("keeps the text after the server refuses it, and shows the server's message", async () => {
    renderNotes([
      notesMock([]),
      {
        request: { query: AddOrderNoteDocument, variables: { orderId: ORDER, input: { text: 'Lost' } } },
        result: {
          errors: [new GraphQLError('Order not found', { extensions: { code: 'NOT_FOUND', statusCode: 404 } })],
        },
      },
    ]);
    await screen.findByText('No notes yet.');
    const box = screen.getByRole('textbox', { name: 'New note' });
    await userEvent.type(box, 'Lost');
    await userEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
    expect(box).toHaveValue('Lost');
  });

  it('says when the notes cannot be loaded, and tries again', async () => {
    renderNotes([
      {
        request: { query: OrderNotesDocument, variables: { orderId: ORDER } },
        error: new TypeError('Failed to fetch'),
      },
      notesMock([note('n1', 'Customer called.', '2026-11-27T09:00:00.000Z')]),
    ]);
    expect(await screen.findByText('The notes could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Customer called.')).toBeInTheDocument();
  });
});
