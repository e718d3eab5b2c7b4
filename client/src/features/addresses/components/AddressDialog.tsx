import { useRef } from 'react';
import { Modal } from '@/components/Modal';
import type { AddressValues } from '../validation';
import { AddressForm } from './AddressForm';

export interface AddressDialogProps {
  title: string;
  onSubmit: (values: AddressValues) => Promise<boolean>;
  onCancel: () => void;
  busy: boolean;
}

/** The address form in the shared modal: focus starts on Full name; Escape or Cancel closes it. */
export function AddressDialog({ title, onSubmit, onCancel, busy }: AddressDialogProps) {
  const firstFieldRef = useRef<HTMLInputElement | null>(null);
  return (
    <Modal title={title} initialFocusRef={firstFieldRef} onClose={onCancel} busy={busy}>
      <p className="mt-1 text-sm text-slate-600">We keep it in your address book for next time.</p>
      <div className="mt-4">
        <AddressForm label={title} onSubmit={onSubmit} onCancel={onCancel} busy={busy} firstFieldRef={firstFieldRef} />
      </div>
    </Modal>
  );
}
