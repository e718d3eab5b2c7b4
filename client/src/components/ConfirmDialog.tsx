import { useId, useRef } from 'react';
import { buttonClasses, dangerClasses } from './button-styles';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  /** Names the dialog (its accessible name), e.g. 'Delete book'. */
  title: string;
  /** The question, e.g. 'Are you sure you want to delete this book?' (its accessible description). */
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' paints Confirm red, for deletions and other changes that cannot be undone. */
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal confirmation (role alertdialog, on the shared Modal): focus moves to Cancel (the harmless
 * choice) and stays inside; Escape cancels; when it closes, focus returns to the button that asked.
 * Usually rendered through `useConfirm()`.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <Modal title={title} role="alertdialog" describedBy={messageId} initialFocusRef={cancelRef} onClose={onCancel}>
      <p id={messageId} className="mt-2 text-slate-700">
        {message}
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button ref={cancelRef} type="button" onClick={onCancel} className={buttonClasses('secondary', 'md')}>
          {cancelLabel}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          className={tone === 'danger' ? dangerClasses : buttonClasses('primary', 'md')}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
