import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { buttonClasses } from '@/components/button-styles';
import { FormField, inputClasses } from '@/components/FormField';

export const MAX_REPLY_LENGTH = 5000;
export const REPLY_REQUIRED = 'Message is required';

/** A reply as the server checks it: not blank, at most 5000 characters (an emoji is one). */
export const replySchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, REPLY_REQUIRED)
    .refine(
      (value) => [...value].length <= MAX_REPLY_LENGTH,
      `Message must be at most ${MAX_REPLY_LENGTH} characters long`,
    ),
});

type ReplyValues = z.input<typeof replySchema>;

export interface ReplyFormProps {
  /** The complaint is resolved or closed: a reply opens it again, and the box says so. */
  answered: boolean;
  sending: boolean;
  /** Resolves null once sent, or the message saying why it was not. */
  onSend: (message: string) => Promise<string | null>;
}

/**
 * The shopper's reply box under the conversation. Once sent the box empties and keeps focus for
 * the next message; a failure keeps the text and says why under the box.
 */
export function ReplyForm({ answered, sending, onSend }: ReplyFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const boxRef = useRef<HTMLTextAreaElement | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReplyValues, unknown, z.output<typeof replySchema>>({
    resolver: zodResolver(replySchema),
    defaultValues: { message: '' },
  });
  const { ref, ...field } = register('message');

  async function send({ message }: z.output<typeof replySchema>) {
    if (sending) return;
    setFailure(null);
    const problem = await onSend(message);
    if (problem) setFailure(problem);
    else reset({ message: '' });
    boxRef.current?.focus();
  }

  return (
    <form onSubmit={(event) => void handleSubmit(send)(event)} noValidate className="mt-4 space-y-3" aria-label="Reply">
      <FormField
        id="complaint-reply"
        label="Your reply"
        error={errors.message?.message ?? failure}
        hint={answered ? 'This complaint is marked answered: replying opens it again.' : undefined}
      >
        {(control) => (
          <textarea
            {...control}
            {...field}
            ref={(element) => {
              ref(element);
              boxRef.current = element;
            }}
            rows={3}
            className={inputClasses}
          />
        )}
      </FormField>
      <button type="submit" disabled={sending} className={buttonClasses('primary', 'md')}>
        {sending ? 'Sending...' : 'Send Reply'}
      </button>
    </form>
  );
}
