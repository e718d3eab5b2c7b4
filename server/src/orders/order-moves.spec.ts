import { trusted, Types } from 'mongoose';
import { transitionUpdate, visibleOrders } from './order-moves';
import {
  emailedOnce,
  noticeOf,
  OrderNoticeKind,
  type OrderState,
  PlacementState,
  RestockState,
  VISIBLE_STATUSES,
} from './order-states';
import { OrderStatus } from './order-status';

const { PLACING, CANCELLING } = PlacementState;
const { PENDING, SHIPPED, DELIVERED, CANCELLED } = OrderStatus;

describe('the order lifecycle', () => {
  it('shows people only acknowledged orders, whatever else the filter asks', () => {
    const filter = visibleOrders({ user: 'u1' });
    expect(filter.user).toBe('u1');
    // trusted: the filter's own operator, kept by Mongoose's sanitizeFilter (which drops a client's).
    expect(filter.status).toEqual(trusted({ $in: [PENDING, SHIPPED, DELIVERED, CANCELLED] }));
    expect(visibleOrders({ status: PLACING }).status).toEqual(trusted({ $in: VISIBLE_STATUSES }));
  });
});

describe('a move of the lifecycle', () => {
  const id = new Types.ObjectId();
  const by = new Types.ObjectId().toHexString();
  const at = new Date('2026-01-02T03:04:05Z');

  it('acknowledges conditionally: placing → pending with its lines and totals, recorded as the first history entry', () => {
    const set = { books: [], totalCents: 2530, itemCount: 3 };
    expect(transitionUpdate(id, PLACING, PENDING, { by, set }, at)).toEqual({
      filter: { _id: id, status: PLACING },
      update: {
        $set: {
          books: [],
          totalCents: 2530,
          itemCount: 3,
          status: PENDING,
          figuresDue: true,
          noticesDue: true,
          invoiceDue: true,
        },
        $push: {
          statusHistory: { status: PENDING, at, by },
          notices: { _id: expect.any(Types.ObjectId), kind: OrderNoticeKind.PLACED, by },
        },
      },
    });
  });

  it('gives up conditionally without a history entry: an internal state is not a status people see', () => {
    expect(transitionUpdate(id, PLACING, CANCELLING, {}, at)).toEqual({
      filter: { _id: id, status: PLACING },
      update: { $set: { status: CANCELLING } },
    });
  });

  it('moves from any of several states (the admin), keeping only the status asked for', () => {
    const { filter, update } = transitionUpdate(id, [PENDING, DELIVERED], SHIPPED, { by }, at);
    expect(filter).toEqual({
      _id: id,
      status: trusted({ $in: [PENDING, DELIVERED] }),
      'statusHistory.status': trusted({ $ne: SHIPPED }),
    });
    expect(update).toEqual({
      $set: { status: SHIPPED, figuresDue: true, noticesDue: true },
      $push: {
        statusHistory: { status: SHIPPED, at, by },
        notices: { _id: expect.any(Types.ObjectId), kind: OrderNoticeKind.SHIPPED, by },
      },
    });
  });

  it("writes a status's email only the first time the order reaches it: a move back to it is recorded without one", () => {
    expect(emailedOnce([PENDING, DELIVERED], SHIPPED)).toBe(true);
    expect(emailedOnce([PENDING, SHIPPED], DELIVERED)).toBe(true);
    expect(emailedOnce([PLACING], PENDING)).toBe(false);
    expect(emailedOnce([PENDING], CANCELLED)).toBe(false);
    expect(emailedOnce([SHIPPED, DELIVERED], PENDING)).toBe(false);
    const { filter, update } = transitionUpdate(id, [PENDING, SHIPPED], DELIVERED, { by }, at, true);
    expect(filter).toEqual({
      _id: id,
      status: trusted({ $in: [PENDING, SHIPPED] }),
      'statusHistory.status': DELIVERED,
    });
    expect(update).toEqual({
      $set: { status: DELIVERED, figuresDue: true },
      $push: { statusHistory: { status: DELIVERED, at, by } },
    });
  });

  it('cancels conditionally from pending, recorded, with its copies set on their way back', () => {
    const set = { restock: RestockState.RETURNING, restockers: 1 };
    expect(transitionUpdate(id, PENDING, CANCELLED, { by, set }, at)).toEqual({
      filter: { _id: id, status: PENDING },
      update: {
        $set: {
          restock: RestockState.RETURNING,
          restockers: 1,
          status: CANCELLED,
          figuresDue: true,
          noticesDue: true,
          creditNoteDue: true,
        },
        $push: {
          statusHistory: { status: CANCELLED, at, by },
          notices: { _id: expect.any(Types.ObjectId), kind: OrderNoticeKind.CANCELLED, by },
        },
      },
    });
    expect(() => transitionUpdate(id, SHIPPED, CANCELLED, { by })).toThrow(
      'An order cannot go from shipped to cancelled',
    );
  });

  it('starts the restock with the cancellation itself: returning, with one worker, whatever the caller sets', () => {
    expect(transitionUpdate(id, PENDING, CANCELLED, { by, owner: by }, at)).toEqual({
      filter: { _id: id, status: PENDING, user: by },
      update: {
        $set: {
          restock: RestockState.RETURNING,
          restockers: 1,
          status: CANCELLED,
          figuresDue: true,
          noticesDue: true,
          creditNoteDue: true,
        },
        $push: {
          statusHistory: { status: CANCELLED, at, by },
          notices: { _id: expect.any(Types.ObjectId), kind: OrderNoticeKind.CANCELLED, by },
        },
      },
    });
    for (const [from, to] of [
      [PLACING, PENDING],
      [PENDING, SHIPPED],
    ] as const) {
      expect(transitionUpdate(id, from, to, { by }, at).update.$set).toEqual({
        status: to,
        figuresDue: true,
        noticesDue: true,
        ...(from === PLACING ? { invoiceDue: true } : {}),
      });
    }
    expect(transitionUpdate(id, PLACING, CANCELLING, { by }, at).update.$set).toEqual({ status: CANCELLING });
  });

  it('marks an order holding a notice for the outbox in the move that writes it, and no other', () => {
    expect(transitionUpdate(id, PLACING, PENDING, { by }, at).update.$set?.noticesDue).toBe(true);
    expect(transitionUpdate(id, [SHIPPED, DELIVERED], PENDING, { by }, at).update.$set).not.toHaveProperty(
      'noticesDue',
    );
    expect(transitionUpdate(id, [PENDING, SHIPPED], DELIVERED, { by }, at, true).update.$set).not.toHaveProperty(
      'noticesDue',
    );
  });

  it('marks every move people see as not yet in the figures, in the move itself, and no internal one', () => {
    for (const [from, to] of [
      [PLACING, PENDING],
      [PENDING, SHIPPED],
      [SHIPPED, PENDING],
      [PENDING, CANCELLED],
    ] as const) {
      expect(transitionUpdate(id, from, to, { by }, at).update.$set?.figuresDue).toBe(true);
    }
    expect(transitionUpdate(id, PLACING, CANCELLING, {}, at).update.$set).not.toHaveProperty('figuresDue');
  });

  it('writes the email a move makes due in the move itself: the confirmation, shipped, delivered, cancelled', () => {
    expect(noticeOf([PLACING], PENDING)).toBe(OrderNoticeKind.PLACED);
    expect(noticeOf([SHIPPED, DELIVERED], PENDING)).toBeUndefined();
    expect(noticeOf([PENDING, DELIVERED], SHIPPED)).toBe(OrderNoticeKind.SHIPPED);
    expect(noticeOf([PENDING, SHIPPED], DELIVERED)).toBe(OrderNoticeKind.DELIVERED);
    expect(noticeOf([PENDING], CANCELLED)).toBe(OrderNoticeKind.CANCELLED);
    expect(noticeOf([PLACING], CANCELLING)).toBeUndefined();
    expect(transitionUpdate(id, [SHIPPED, DELIVERED], PENDING, { by }, at).update.$push).toEqual({
      statusHistory: { status: PENDING, at, by },
    });
  });

  it('refuses a move the table does not allow, or a recorded one without its author, before anything is written', () => {
    expect(() => transitionUpdate(id, PENDING, PLACING)).toThrow('An order cannot go from pending to placing');
    expect(() => transitionUpdate(id, [PENDING, CANCELLING], SHIPPED, { by })).toThrow(
      'An order cannot go from cancelling to shipped',
    );
    expect(() => transitionUpdate(id, [], SHIPPED, { by })).toThrow('needs a state to come from');
    expect(() => transitionUpdate(id, PLACING, PENDING)).toThrow('say who made the change');
  });
});

describe('the documents a move makes due', () => {
  const id = new Types.ObjectId();
  const by = new Types.ObjectId();
  const dueOf = (from: OrderState, to: OrderState) => {
    const { $set } = transitionUpdate(id, from, to, { by }).update;
    return Object.keys($set ?? {}).filter((key) => key === 'invoiceDue' || key === 'creditNoteDue');
  };

  it('flags the invoice with the acknowledgement and the credit note with the cancellation, nothing else', () => {
    expect(dueOf(PlacementState.PLACING, OrderStatus.PENDING)).toEqual(['invoiceDue']);
    expect(dueOf(OrderStatus.PENDING, OrderStatus.CANCELLED)).toEqual(['creditNoteDue']);
    expect(dueOf(OrderStatus.SHIPPED, OrderStatus.PENDING)).toEqual([]);
    expect(dueOf(OrderStatus.PENDING, OrderStatus.SHIPPED)).toEqual([]);
    expect(dueOf(PlacementState.PLACING, PlacementState.CANCELLING)).toEqual([]);
  });
});
