import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useConfirm } from '@/components/use-confirm';
import { paths } from '@/config/paths';
import { DeleteComplaintDocument } from '../api/DeleteComplaint.generated';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { dropStaleComplaintData } from '../cache';
import { ADMIN_COMPLAINTS_SCOPE } from './use-admin-complaints';

export const DELETE_COMPLAINT_CONFIRMATION = 'Are you sure you want to delete this complaint?';

/**
 * Deletes a complaint after the admin confirms in the in-app dialog (render `confirmDialog`).
 * Success: the server's message ('Complaint deleted successfully') and back to the list. Failure: 'Failed to delete
 * complaint'.
 */
export function useDeleteComplaint() {
  const [mutate] = useMutation(DeleteComplaintDocument);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const { confirm, confirmDialog } = useConfirm();

  async function deleteComplaint(id: string): Promise<void> {
    if (deleting) return;
    const confirmed = await confirm({
      title: 'Delete complaint',
      message: DELETE_COMPLAINT_CONFIRMATION,
      confirmLabel: 'Delete',
    });
    if (!confirmed) return;
    setDeleting(true);
    try {
      const { data } = await mutate({ variables: { id }, update: (cache) => dropStaleComplaintData(cache, id) });
      if (!data) throw new Error('Empty delete response');
      notifySuccess(data.deleteComplaint.message, { scope: ADMIN_COMPLAINTS_SCOPE });
      void navigate(paths.adminComplaints);
    } catch (error) {
      notifyFailure(error, 'Failed to delete complaint', { scope: ADMIN_COMPLAINTS_SCOPE, useServerMessage: false });
      setDeleting(false);
    }
  }

  return { deleteComplaint, deleting, confirmDialog };
}
