import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SubmitComplaintDocument } from '../api/SubmitComplaint.generated';
import { isOrderRelatedCategory } from '@/lib/complaint-labels';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import type { ComplaintValues } from '../validation';

/** Toasts and dismisses under this scope: the complaint form. */
export const COMPLAINT_FORM_SCOPE = 'complaint-form';

/**
 * Files a complaint over GraphQL. On success: toasts the server's message ('Complaint submitted
 * successfully!'), drops the cached complaint lists (the new one leads them) and goes to
 * /complaints. On failure: the server's message or 'Failed to submit complaint'. Returns whether
 * it was filed.
 */
export function useSubmitComplaint() {
  const [mutate, { loading }] = useMutation(SubmitComplaintDocument);
  const navigate = useNavigate();

  async function submit(values: ComplaintValues): Promise<boolean> {
    try {
      const orderId = isOrderRelatedCategory(values.category) && values.orderId ? values.orderId : undefined;
      const { data } = await mutate({
        variables: {
          input: {
            title: values.title.trim(),
            description: values.description.trim(),
            type: values.type,
            category: values.category,
            priority: values.priority,
            ...(orderId ? { orderId } : {}),
          },
        },
        update(cache) {
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'myComplaints' });
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'complaints' });
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'complaintStats' });
          cache.gc();
        },
      });
      if (!data) throw new Error('Empty response');
      notifySuccess(data.submitComplaint.message, { scope: COMPLAINT_FORM_SCOPE });
      await navigate(paths.complaints);
      return true;
    } catch (error) {
      notifyFailure(error, 'Failed to submit complaint', { scope: COMPLAINT_FORM_SCOPE });
      return false;
    }
  }

  return { submit, pending: loading };
}
