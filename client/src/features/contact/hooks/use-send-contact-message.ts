import { useMutation } from '@apollo/client/react';
import { SendContactMessageDocument } from '../api/SendContactMessage.generated';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import type { ContactValues } from '../validation';

/** Sends the contact form over GraphQL; toasts the server's thanks, or its refusal (too many messages). */
export function useSendContactMessage() {
  const [mutate, { loading }] = useMutation(SendContactMessageDocument);

  async function send(values: ContactValues): Promise<boolean> {
    try {
      const { data } = await mutate({
        variables: {
          input: {
            name: values.name.trim(),
            email: values.email.trim(),
            message: values.message.trim(),
            ...(values.website ? { website: values.website } : {}),
          },
        },
      });
      if (!data) throw new Error('Empty contact response');
      notifySuccess(data.sendContactMessage.message, { scope: 'contact' });
      return true;
    } catch (error) {
      notifyFailure(error, 'Could not send your message', { scope: 'contact' });
      return false;
    }
  }

  return { send, pending: loading };
}
