import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

export type ConfirmOptions = Pick<ConfirmDialogProps, 'title' | 'message' | 'confirmLabel' | 'cancelLabel' | 'tone'>;

interface PendingConfirmation extends ConfirmOptions {
  resolve: (confirmed: boolean) => void;
}

/**
 * Asks before a change that cannot be undone, with the in-app ConfirmDialog:
 *
 * ```tsx
 * const { confirm, confirmDialog } = useConfirm();
 * async function clearCart() {
 *   if (!(await confirm({ title: 'Clear cart', message: 'Are you sure you want to clear your entire cart?', confirmLabel: 'Clear Cart' }))) return;
 *   ...
 * }
 * return <>{...}{confirmDialog}</>;
 * ```
 *
 * `confirm()` resolves true on Confirm, false on Cancel, Escape, a newer question or unmount.
 * Render `confirmDialog` once, anywhere in the screen (it portals to the body).
 */
export function useConfirm(): { confirm: (options: ConfirmOptions) => Promise<boolean>; confirmDialog: ReactNode } {
  const [pending, setPending] = useState<PendingConfirmation | null>(null);
  const pendingRef = useRef<PendingConfirmation | null>(null);

  const settle = useCallback((confirmed: boolean) => {
    pendingRef.current?.resolve(confirmed);
    pendingRef.current = null;
    setPending(null);
  }, []);

  const confirm = useCallback((options: ConfirmOptions) => {
    pendingRef.current?.resolve(false);
    return new Promise<boolean>((resolve) => {
      pendingRef.current = { ...options, resolve };
      setPending(pendingRef.current);
    });
  }, []);

  useEffect(() => () => pendingRef.current?.resolve(false), []);

  const confirmDialog = pending ? (
    <ConfirmDialog
      key={pending.message}
      title={pending.title}
      message={pending.message}
      confirmLabel={pending.confirmLabel}
      cancelLabel={pending.cancelLabel}
      tone={pending.tone}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  ) : null;

  return { confirm, confirmDialog };
}
