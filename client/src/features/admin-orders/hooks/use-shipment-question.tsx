import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ShipmentInput } from '@/gql/graphql';
import { ShipmentDialog } from '../components/ShipmentDialog';

interface PendingQuestion {
  message: string;
  cancelLabel: string;
  resolve: (answer: ShipmentInput | null) => void;
}

/**
 * Asks before a move to shipped, with the carrier and tracking number (ShipmentDialog), as
 * `useConfirm` asks other questions: `ask()` resolves with the shipment on confirm, null on
 * cancel, Escape, a newer question or unmount. Render `shipmentDialog` once.
 */
export function useShipmentQuestion(): {
  ask: (message: string, cancelLabel: string) => Promise<ShipmentInput | null>;
  shipmentDialog: ReactNode;
} {
  const [pending, setPending] = useState<PendingQuestion | null>(null);
  const pendingRef = useRef<PendingQuestion | null>(null);

  const settle = useCallback((answer: ShipmentInput | null) => {
    pendingRef.current?.resolve(answer);
    pendingRef.current = null;
    setPending(null);
  }, []);

  const ask = useCallback((message: string, cancelLabel: string) => {
    pendingRef.current?.resolve(null);
    return new Promise<ShipmentInput | null>((resolve) => {
      pendingRef.current = { message, cancelLabel, resolve };
      setPending(pendingRef.current);
    });
  }, []);

  useEffect(() => () => pendingRef.current?.resolve(null), []);

  const shipmentDialog = pending ? (
    <ShipmentDialog
      key={pending.message}
      message={pending.message}
      cancelLabel={pending.cancelLabel}
      onConfirm={settle}
      onCancel={() => settle(null)}
    />
  ) : null;

  return { ask, shipmentDialog };
}
