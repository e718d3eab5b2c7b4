import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { type RespondToComplaintInput } from '@/gql/graphql';
import { RespondToComplaintDocument } from '../api/RespondToComplaint.generated';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { dropStaleComplaintData } from '../cache';
import { ADMIN_COMPLAINTS_SCOPE, type AdminComplaint } from './use-admin-complaints';

/**
 * The admin's answer to a complaint, with the status and priority it sets. Success: the server's
 * message ('Complaint updated successfully') and the returned complaint (the cache updates the screen by its id).
 * Failure: the server's message or 'Failed to update complaint'.
 */
export function useRespondToComplaint() {
  const [mutate] = useMutation(RespondToComplaintDocument);
  const [saving, setSaving] = useState(false);

  async function respond(id: string, input: RespondToComplaintInput): Promise<AdminComplaint | null> {
    setSaving(true);
    try {
      const { data } = await mutate({ variables: { id, input }, update: (cache) => dropStaleComplaintData(cache) });
      if (!data) throw new Error('Empty response');
      notifySuccess(data.respondToComplaint.message, { scope: ADMIN_COMPLAINTS_SCOPE });
      return data.respondToComplaint.complaint;
    } catch (error) {
      notifyFailure(error, 'Failed to update complaint', { scope: ADMIN_COMPLAINTS_SCOPE });
      return null;
    } finally {
      setSaving(false);
    }
  }

  return { respond, saving };
}
