import { useState, type FormEvent } from 'react';
import { buttonClasses } from '@/components/button-styles';
import { EmailField, NameField } from '@/components/AccountFields';
import { ImagePicker } from '@/components/ImagePicker';
import type { SessionUser } from '@/lib/session';
import { emailProblem } from '@/lib/validation';
import type { ProfileValues } from '../api/update-profile';
import { useUpdateProfile } from '../hooks/use-update-profile';
import { ProfileDetails } from './ProfileDetails';

export interface ProfileFormProps {
  user: SessionUser;
  /** Leaves edit mode: after Cancel, or after a successful save. */
  onDone: () => void;
}

type ProfileErrors = Partial<Record<'name' | 'email', string>>;

function validate(values: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  if (values.name.trim() === '') errors.name = 'Full name is required';
  const email = emailProblem(values.email);
  if (email) errors.email = email;
  return errors;
}

/** Edit mode: name, email and photo; role and member-since stay read-only. */
export function ProfileForm({ user, onDone }: ProfileFormProps) {
  const { save, pending } = useUpdateProfile();
  const [values, setValues] = useState<ProfileValues>({ name: user.name, email: user.email, photo: null });
  const [errors, setErrors] = useState<ProfileErrors>({});

  function update<K extends keyof ProfileValues>(field: K, value: ProfileValues[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found = validate(values);
    setErrors(found);
    if (found.name || found.email) {
      document.getElementById(found.name ? 'profile-name' : 'profile-email')?.focus();
      return;
    }
    if (await save(values)) onDone();
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-6" aria-label="Edit profile">
      <ImagePicker
        id="profile-photo"
        label="Profile photo"
        file={values.photo}
        currentUrl={user.photo}
        onChange={(file) => update('photo', file)}
        disabled={pending}
      />
      <NameField id="profile-name" value={values.name} onChange={(value) => update('name', value)} error={errors.name} />
      <EmailField id="profile-email" value={values.email} onChange={(value) => update('email', value)} error={errors.email} />
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
