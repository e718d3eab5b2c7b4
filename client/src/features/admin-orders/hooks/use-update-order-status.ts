import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { createElement, Fragment, useState } from 'react';
import { type ConfirmOptions, useConfirm } from '@/components/use-confirm';
import { type OrderStatus, type ShipmentInput } from '@/gql/graphql';
import { UpdateOrderStatusDocument } from '../api/UpdateOrderStatus.generated';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { orderStatusLabel, shortOrderId } from '@/lib/order-status';
import { ADMIN_ORDERS_SCOPE } from './use-admin-orders';
import { useShipmentQuestion } from './use-shipment-question';

/**
 * After a status change the order itself is updated in place (it is cached by id), but the
 * dashboard's figures and the lists filtered by a status or a payment state may no longer hold: they are dropped and
 * fetched again when shown. Unfiltered lists keep their pages.
 */
function dropStaleOrderData(cache: ApolloCache, cancelled: boolean): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'dashboard' });
  // A cancellation put copies back on the shelf.
  if (cancelled) for (const fieldName of ['books', 'book']) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      // A cancellation moves the payment too (void, refund due).
      orders: (list, { storeFieldName, DELETE }) =>
        /"status":"|"paymentState":"/.test(storeFieldName) ? DELETE : list,
    },
  });
  cache.gc();
}

/** The order whose status is changing, as the select knows it: its id and the status it has now. */
export interface StatusChangeOrder {
  id: string;
  status: OrderStatus;
}

const EMAILED = 'The customer is emailed unless they opted out of order emails.';

/**
 * The question asked before a status change, naming the order and the move. Reaching shipped,
 * delivered or cancelled emails the customer (the server's rule); a move back to pending does not.
 */
export function statusChangeQuestion({ id, status: from }: StatusChangeOrder, to: OrderStatus): ConfirmOptions {
  const number = `#${shortOrderId(id)}`;
  const keep = `Keep ${orderStatusLabel(from)}`;
  switch (to) {
    case 'CANCELLED':
      return {
        title: 'Cancel order',
        message: `Cancel order ${number}? Its books go back on the shelf. ${EMAILED} A cancelled order cannot be reopened.`,
        confirmLabel: 'Cancel Order',
        cancelLabel: 'Keep Order',
      };
    case 'PENDING':
      return {
        title: 'Move back to pending',
        message: `Move order ${number} back to pending? The customer is not emailed.`,
        confirmLabel: 'Move to Pending',
        cancelLabel: keep,
        tone: 'primary',
      };
    default: {
      const label = orderStatusLabel(to);
      return {
        title: `Mark as ${label.toLowerCase()}`,
        message: `Mark order ${number} as ${label.toLowerCase()}? ${EMAILED}`,
        confirmLabel: `Mark as ${label}`,
        cancelLabel: keep,
        tone: 'primary',
      };
    }
  }
}

/**
 * Sets an order's status from the admin's list or order page, always after the admin confirms
 * the move (a select changes on a stray arrow key, and most moves email the customer; Cancelled
 * cannot be undone either). The move to Shipped asks for the carrier and tracking number in its
 * confirmation (ShipmentDialog), sent with the status when given. Success: the server's 'Order status updated to {status}'. Failure:
 * the server's message or 'Failed to update order status'; the dropdown shows the status the
 * order still has. Render `confirmDialog` once.
 */
export function useUpdateOrderStatus() {
  const [mutate] = useMutation(UpdateOrderStatusDocument);
  const [updatingId, setUpdatingId] = useState<string | null>(null);
  const { confirm, confirmDialog } = useConfirm();
  const { ask, shipmentDialog } = useShipmentQuestion();

  /** The admin's answer: false to keep the status; else the shipment, when one was given. */
  async function confirmed(order: StatusChangeOrder, status: OrderStatus): Promise<false | ShipmentInput | null> {
    const question = statusChangeQuestion(order, status);
    if (status !== 'SHIPPED') return (await confirm(question)) ? null : false;
    const answer = await ask(question.message, question.cancelLabel ?? 'Cancel');
    if (!answer) return false;
    return answer.carrier || answer.trackingNumber ? answer : null;
  }

  async function updateStatus(order: StatusChangeOrder, status: OrderStatus): Promise<boolean> {
    if (status === order.status) return false;
    const shipment = await confirmed(order, status);
    if (shipment === false) return false;
    const { id } = order;
    setUpdatingId(id);
    try {
      const { data } = await mutate({
        variables: { id, status, ...(shipment ? { shipment } : {}) },
        update: (cache) => dropStaleOrderData(cache, status === 'CANCELLED'),
      });
      if (!data) throw new Error('Empty status update response');
      notifySuccess(data.updateOrderStatus.message, { scope: ADMIN_ORDERS_SCOPE });
      return true;
    } catch (error) {
      notifyFailure(error, 'Failed to update order status', { scope: ADMIN_ORDERS_SCOPE });
      return false;
    } finally {
      setUpdatingId(null);
    }
  }

  return {
    updateStatus,
    updatingId,
    // Either question, whichever is asked (children of one fragment: no keys needed).
    confirmDialog: createElement(Fragment, null, confirmDialog, shipmentDialog),
  };
}
