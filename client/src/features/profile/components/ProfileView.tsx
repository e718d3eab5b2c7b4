import { Avatar } from '@/components/Avatar';
import { buttonClasses } from '@/components/button-styles';
import { PencilIcon } from '@/components/icons';
import type { SessionUser } from '@/lib/session';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileDetails } from './ProfileDetails';

export interface ProfileViewProps {
  user: SessionUser;
  onEdit: () => void;
}

/**
 * The signed-in user's photo, name and email, the facts (role, member since: ProfileDetails), and
 * the change-password form.
 */
export function ProfileView({ user, onEdit }: ProfileViewProps) {
  return (
    <div className="space-y-8">
      <div className="flex flex-col items-center gap-5 text-center sm:flex-row sm:text-left">
        <Avatar name={user.name} photo={user.photo} size="xl" className="ring-4 ring-white shadow-md" />
        <div className="min-w-0 flex-1">
          <h2 className="break-words text-2xl font-bold text-slate-900">{user.name}</h2>
          <p className="mt-1 break-all text-slate-600">{user.email}</p>
        </div>
      </div>
      <ProfileDetails user={user} />
      <div className="flex justify-end">
        <button type="button" onClick={onEdit} className={buttonClasses('primary', 'md')}>
          <PencilIcon className="h-4 w-4" />
          Edit Profile
        </button>
      </div>
      <div className="border-t border-slate-200 pt-8">
        <ChangePasswordForm />
      </div>
    </div>
  );
}
