import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '@/lib/use-focus-trap';

export interface ModalProps {
  /** Names the dialog (its accessible name and visible heading). */
  title: string;
  /** 'alertdialog' for a question about a change that cannot be undone; 'dialog' otherwise. */
  role?: 'dialog' | 'alertdialog';
  /** The id of the element describing the dialog (its accessible description), if any. */
  describedBy?: string;
  /**
   * Where focus goes when the dialog opens: usually the harmless choice, Cancel. Without it, the
   * title takes focus, for a dialog whose content is to be read from its top (a long one would
   * otherwise open scrolled down to its buttons on a phone).
   */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Escape; not called while `busy`. */
  onClose: () => void;
  /** Something is being saved: Escape does nothing until it is done. */
  busy?: boolean;
  children: ReactNode;
}

/**
 * The one modal shell (aria-modal, shown while mounted, portalled to the body): focus moves to
 * `initialFocusRef`, or the title, and stays inside (Tab and Shift+Tab cycle; focus that wanders
 * out, a click on the backdrop or a script, is brought back). Escape closes. When it closes, focus
 * returns to whatever had it before (the button that opened it). ConfirmDialog and the order
 * review are built on it.
 */
export function Modal({
  title,
  role = 'dialog',
  describedBy,
  initialFocusRef,
  onClose,
  busy = false,
  children,
}: ModalProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const focusRef = initialFocusRef ?? titleRef;
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const busyRef = useRef(busy);

  useEffect(() => {
    onCloseRef.current = onClose;
    busyRef.current = busy;
  });

  useFocusTrap(panelRef, true);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    focusRef.current?.focus();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      if (!busyRef.current) onCloseRef.current();
    }

    function onFocusIn(event: FocusEvent) {
      if (panelRef.current && !panelRef.current.contains(event.target as Node)) focusRef.current?.focus();
    }

    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      if (opener?.isConnected) opener.focus();
    };
  }, [focusRef]);

  return createPortal(
    <div
      className="fixed inset-0 z-50 flex items-center justify-center overflow-y-auto bg-slate-900/50 p-4"
      onMouseDown={(e) => e.preventDefault()}
    >
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        className="my-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-xl"
        onMouseDown={(e) => e.stopPropagation()}
      >
        <h2
          ref={titleRef}
          id={titleId}
          tabIndex={initialFocusRef ? undefined : -1}
          className="text-lg font-semibold text-slate-900 focus:outline-none"
        >
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
