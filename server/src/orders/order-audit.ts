import {
  auditEntry,
  AuditAction,
  type AuditActor,
  type AuditEntryRecord,
  AuditTargetType,
} from '../common/audit/audit-entry';
import { OrderStatus } from './order-status';
import type { ShipmentRecord } from './schemas/order.schema';

/** The entries of the admin's changes to orders (the activity log: common/audit). */

/** An order as the log names it: the number shown on screen. */
const targetOf = (orderId: string) => ({
  type: AuditTargetType.ORDER,
  id: orderId,
  label: `#${orderId.slice(-8).toLowerCase()}`,
});

const shipmentFields = (shipment: ShipmentRecord | null | undefined) => ({
  carrier: shipment?.carrier ?? null,
  trackingNumber: shipment?.trackingNumber ?? null,
});

/** The admin's move from `from` to `to` (a cancellation is its own action), with the shipment it records. */
export function orderMoved(
  by: AuditActor,
  orderId: string,
  from: OrderStatus,
  to: OrderStatus,
  shipment?: ShipmentRecord | null,
): AuditEntryRecord {
  const action = to === OrderStatus.CANCELLED ? AuditAction.ORDER_CANCELLED : AuditAction.ORDER_STATUS_CHANGED;
  return auditEntry(by, action, targetOf(orderId), { status: from }, { status: to, ...shipmentFields(shipment) });
}

/** The admin's correction of a shipped order's shipment. */
export const orderReshipped = (
  by: AuditActor,
  orderId: string,
  before: ShipmentRecord | null | undefined,
  after: ShipmentRecord,
): AuditEntryRecord =>
  auditEntry(by, AuditAction.ORDER_STATUS_CHANGED, targetOf(orderId), shipmentFields(before), shipmentFields(after));

/** An internal note the admin wrote on an order. */
export const orderNoteAdded = (by: AuditActor, orderId: string, text: string): AuditEntryRecord =>
  auditEntry(by, AuditAction.ORDER_NOTE_ADDED, targetOf(orderId), {}, { note: text });
