import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { AddOrderNoteDocument } from '../api/AddOrderNote.generated';
import { OrderNotesDocument } from '../api/OrderNotes.generated';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { ADMIN_ORDERS_SCOPE } from './use-admin-orders';

/**
 * Adds an internal note to an order; the note goes to the top of the order's notes in the cache.
 * Success: the server's 'Note added'. Failure: the server's message or 'Failed to add the note'.
 */
export function useAddOrderNote(orderId: string) {
  const [mutate] = useMutation(AddOrderNoteDocument);
  const [saving, setSaving] = useState(false);

  async function addNote(text: string): Promise<boolean> {
    setSaving(true);
    try {
      const { data } = await mutate({
        variables: { orderId, input: { text } },
        update: (cache, { data: added }) => {
          if (!added) return;
          cache.updateQuery({ query: OrderNotesDocument, variables: { orderId } }, (current) =>
            current
              ? { orderNotes: { ...current.orderNotes, notes: [added.addOrderNote.note, ...current.orderNotes.notes] } }
              : current,
          );
        },
      });
      if (!data) throw new Error('Empty response');
      notifySuccess(data.addOrderNote.message, { scope: ADMIN_ORDERS_SCOPE });
      return true;
    } catch (error) {
      notifyFailure(error, 'Failed to add the note', { scope: ADMIN_ORDERS_SCOPE });
      return false;
    } finally {
      setSaving(false);
    }
  }

  return { addNote, saving };
}
