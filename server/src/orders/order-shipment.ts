import { AppError } from '../common/errors/app-error';
import { trackingLink } from '../pricing/pricing-rules';
import type { ShipmentRecord } from './schemas/order.schema';
import { OrderStatus } from './order-status';

/**
 * The rules of a shipment's tracking, written once. Pure (no Nest or Mongoose): the carrier's
 * link template is the settings' (pricing), looked up by the service.
 */

/** A tracking number: 1 to 64 letters, digits, spaces, "-", "/" or ".". */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9 ./-]{1,64}$/;
export const TRACKING_NUMBER_MESSAGE = 'A tracking number is 1 to 64 letters, digits, spaces, "-", "/" or "."';

/** A shipment as asked for: empty texts are none. */
export interface ShipmentRequest {
  carrier?: string | null;
  trackingNumber?: string | null;
}

/** The carrier and number asked for, trimmed, or null when neither was given. */
export function shipmentAsked(request: ShipmentRequest | null | undefined, status: OrderStatus) {
  const carrier = request?.carrier?.trim() || null;
  const trackingNumber = request?.trackingNumber?.trim() || null;
  if (!carrier && !trackingNumber) return null;
  if (status !== OrderStatus.SHIPPED) {
    throw AppError.validation('A carrier and a tracking number are recorded only when the order is shipped');
  }
  return { carrier, trackingNumber };
}

/**
 * The shipment an order records: the carrier as the settings name it when they list it (its link
 * built now from its template, the number URL-encoded), else as typed, with no link.
 */
export function shipmentOf(
  asked: { carrier: string | null; trackingNumber: string | null },
  listed: { name: string; trackingUrl: string } | undefined,
  at: Date = new Date(),
): ShipmentRecord {
  return {
    carrier: listed?.name ?? asked.carrier,
    trackingNumber: asked.trackingNumber,
    trackingUrl: listed && asked.trackingNumber ? trackingLink(listed.trackingUrl, asked.trackingNumber) : null,
    at,
  };
}
