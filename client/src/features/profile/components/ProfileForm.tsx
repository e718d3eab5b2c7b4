import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { buttonClasses } from '@/components/button-styles';
import { EmailField, NameField } from '@/components/AccountFields';
import { ImagePicker } from '@/components/ImagePicker';
import { revealFirstError } from '@/lib/forms';
import type { SessionUser } from '@/lib/session';
import { useUpdateProfile } from '../hooks/use-update-profile';
import { profileSchema, type ProfileFormValues } from '../validation';
import { ProfileDetails } from './ProfileDetails';

export interface ProfileFormProps {
  user: SessionUser;
  /** Leaves edit mode: after Cancel, or after a successful save. */
  onDone: () => void;
}

/** Edit mode: name, email and photo; role and member-since stay read-only. */
export function ProfileForm({ user, onDone }: ProfileFormProps) {
  const { save, pending } = useUpdateProfile();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: { photo: null, name: user.name, email: user.email },
    shouldFocusError: false,
  });

  async function onValid(values: ProfileFormValues) {
    if (pending) return;
    if (await save(values)) onDone();
  }

  return (
    <form
      onSubmit={handleSubmit(onValid, revealFirstError(Object.keys(profileSchema.shape)))}
      noValidate
      className="space-y-6"
      aria-label="Edit profile"
    >
      <Controller
        control={control}
        name="photo"
        render={({ field }) => (
          <ImagePicker
            id="profile-photo"
            label="Profile photo"
            file={field.value}
            currentUrl={user.photo}
            onChange={field.onChange}
            disabled={pending}
          />
        )}
      />
      <NameField id="profile-name" field={register('name')} error={errors.name?.message} />
      <EmailField id="profile-email" field={register('email')} error={errors.email?.message} />
      <ProfileDetails user={user} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onDone} disabled={pending} className={buttonClasses('secondary', 'md')}>
          Cancel
        </button>
        <button type="submit" disabled={pending} className={buttonClasses('primary', 'md')}>
          {pending ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}
