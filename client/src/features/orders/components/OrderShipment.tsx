export interface OrderShipmentProps {
  shipment: { carrier?: string | null; trackingNumber?: string | null; trackingUrl?: string | null };
}

/**
 * How the order was shipped: "Shipped with DHL · 00340434161234567890", the number a link to the
 * carrier's tracking page (a new tab) when the carrier is one the store lists.
 */
export function OrderShipment({ shipment }: OrderShipmentProps) {
  const { carrier, trackingNumber, trackingUrl } = shipment;
  if (!carrier && !trackingNumber) return null;
  return (
    <p data-testid="order-shipment" className="mt-3 break-words border-t border-slate-100 pt-3 text-slate-800">
      {carrier ? (
        <>
          Shipped with <span className="font-semibold">{carrier}</span>
        </>
      ) : (
        'Shipped'
      )}
      {trackingNumber && (
        <>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, tracking number </span>
          {trackingUrl ? (
            <a
              href={trackingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded font-mono font-semibold text-indigo-700 underline hover:text-indigo-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
            >
              {trackingNumber}
              <span className="sr-only"> (track the parcel, opens in a new tab)</span>
            </a>
          ) : (
            <span className="font-mono">{trackingNumber}</span>
          )}
        </>
      )}
    </p>
  );
}
