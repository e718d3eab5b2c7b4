import {
  canTransition,
  isCancellable,
  isVisible,
  nextStatuses,
  NO_RESTOCK,
  ORDER_STATES,
  PlacementState,
  RESTOCK_JOINABLE,
  RESTOCK_STARTS,
  RESTOCK_TRANSITIONS,
  restockSourcesOf,
  RestockState,
  TRANSITIONS,
  visibleSourcesOf,
  VISIBLE_STATUSES,
} from './order-states';
import { OrderStatus } from './order-status';

const { PLACING, CANCELLING } = PlacementState;
const { PENDING, SHIPPED, DELIVERED, CANCELLED } = OrderStatus;

describe('the order lifecycle', () => {
  it('lists every state once, the internal ones apart from those people see', () => {
    expect(ORDER_STATES).toEqual([PLACING, PENDING, SHIPPED, DELIVERED, CANCELLED, CANCELLING]);
    expect(Object.keys(TRANSITIONS).sort()).toEqual([...ORDER_STATES].sort());
    expect(VISIBLE_STATUSES).toEqual([PENDING, SHIPPED, DELIVERED, CANCELLED]);
    expect(ORDER_STATES.filter(isVisible)).toEqual(VISIBLE_STATUSES);
  });

  it('lets an order being placed only be acknowledged or given up, and a given-up order go nowhere', () => {
    expect(TRANSITIONS[PLACING]).toEqual([PENDING, CANCELLING]);
    expect(TRANSITIONS[CANCELLING]).toEqual([]);
    for (const status of VISIBLE_STATUSES) {
      expect(canTransition(status, PLACING)).toBe(false);
      expect(canTransition(status, CANCELLING)).toBe(false);
      expect(canTransition(CANCELLING, status)).toBe(false);
    }
  });

  it('lets the admin move an order between pending, shipped and delivered, and never a status to itself', () => {
    for (const to of [PENDING, SHIPPED, DELIVERED]) {
      expect(visibleSourcesOf(to)).toEqual([PENDING, SHIPPED, DELIVERED].filter((from) => from !== to));
    }
    expect(visibleSourcesOf(PLACING)).toEqual([]);
    expect(ORDER_STATES.some((state) => canTransition(state, state))).toBe(false);
  });

  it('cancels only a pending order, and a cancelled order goes nowhere', () => {
    expect(visibleSourcesOf(CANCELLED)).toEqual([PENDING]);
    expect(TRANSITIONS[CANCELLED]).toEqual([]);
    expect(canTransition(SHIPPED, CANCELLED)).toBe(false);
    expect(canTransition(DELIVERED, CANCELLED)).toBe(false);
    expect(canTransition(PLACING, CANCELLED)).toBe(false);
  });
});

describe('what each reader may do next', () => {
  it('offers the admin every move the table lists from a status people see, never the status itself', () => {
    expect(nextStatuses(PENDING, 'admin')).toEqual([SHIPPED, DELIVERED, CANCELLED]);
    expect(nextStatuses(SHIPPED, 'admin')).toEqual([PENDING, DELIVERED]);
    expect(nextStatuses(DELIVERED, 'admin')).toEqual([PENDING, SHIPPED]);
    expect(nextStatuses(CANCELLED, 'admin')).toEqual([]);
    for (const status of VISIBLE_STATUSES) {
      expect(nextStatuses(status, 'admin')).toEqual(VISIBLE_STATUSES.filter((to) => canTransition(status, to)));
    }
  });

  it('offers a shopper only the cancellation, and only while the order is pending', () => {
    expect(nextStatuses(PENDING, 'shopper')).toEqual([CANCELLED]);
    for (const status of [SHIPPED, DELIVERED, CANCELLED]) expect(nextStatuses(status, 'shopper')).toEqual([]);
  });

  it('calls an order cancellable exactly when its next statuses include cancelled, for either reader', () => {
    for (const reader of ['admin', 'shopper'] as const) {
      for (const status of VISIBLE_STATUSES) {
        expect(isCancellable(status, reader)).toBe(status === PENDING);
        expect(isCancellable(status, reader)).toBe(nextStatuses(status, reader).includes(CANCELLED));
      }
    }
  });
});

describe("a cancelled order's restock", () => {
  const { RETURNING, CLEARING } = RestockState;

  it('starts with the move to cancelled, and with no other move', () => {
    expect(RESTOCK_STARTS).toEqual({ [CANCELLED]: RETURNING });
  });

  it('goes returning → clearing → none: every worker leaving sets clearing, the receipts go with no worker left', () => {
    expect(RESTOCK_TRANSITIONS).toEqual({ [RETURNING]: [CLEARING], [CLEARING]: [CLEARING, NO_RESTOCK] });
    expect(restockSourcesOf(CLEARING)).toEqual([RETURNING, CLEARING]);
    expect(restockSourcesOf(NO_RESTOCK)).toEqual([CLEARING]);
    expect(restockSourcesOf(RETURNING)).toEqual([]);
  });

  it('lets another worker join only while the copies are returning', () => {
    expect(RESTOCK_JOINABLE).toBe(RETURNING);
  });
});
