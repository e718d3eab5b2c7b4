import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { buttonClasses } from '@/components/button-styles';
import { EmailField } from '@/components/AccountFields';
import { FormField, inputClasses } from '@/components/FormField';
import { COMPLAINT_DESCRIPTION_MAX } from '@/lib/complaint-labels';
import { revealFirstError } from '@/lib/forms';
import { useSession } from '@/lib/use-session';
import { useSendContactMessage } from '../hooks/use-send-contact-message';
import { contactSchema, type ContactValues } from '../validation';

/** Name, email and message to the store; a signed-in shopper's name and email are filled in. */
export function ContactForm() {
  const { user } = useSession();
  const { send, pending } = useSendContactMessage();
  const empty: ContactValues = { name: user?.name ?? '', email: user?.email ?? '', message: '', website: '' };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactValues>({ resolver: zodResolver(contactSchema), defaultValues: empty, shouldFocusError: false });

  const onValid = async (values: ContactValues) => {
    if (pending) return;
    if (await send(values)) reset(empty);
  };

  return (
    <form
      onSubmit={handleSubmit(onValid, revealFirstError(['name', 'email', 'message']))}
      noValidate
      className="space-y-5"
      aria-label="Send us a message"
    >
      <FormField id="contact-name" label="Name" error={errors.name?.message} required>
        {(control) => (
          <input {...control} {...register('name')} type="text" autoComplete="name" className={inputClasses} />
        )}
      </FormField>
      <EmailField id="contact-email" field={register('email')} error={errors.email?.message} />
      <FormField
        id="contact-message"
        label="Message"
        error={errors.message?.message}
        hint={`At most ${COMPLAINT_DESCRIPTION_MAX} characters.`}
        required
      >
        {(control) => <textarea {...control} {...register('message')} rows={6} className={inputClasses} />}
      </FormField>
      {/* Hidden from people (and from assistive technology); bots fill every field they find. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      <button type="submit" disabled={pending} className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
        {pending ? 'Sending...' : 'Send message'}
      </button>
    </form>
  );
}
