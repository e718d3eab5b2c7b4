import { useState } from 'react';
import { AddressBook } from '@/features/addresses/components/AddressBook';
import { DeleteAccountSection } from '@/features/profile/components/DeleteAccountSection';
import { DownloadMyDataSection } from '@/features/profile/components/DownloadMyDataSection';
import { EmailPreferencesForm } from '@/features/profile/components/EmailPreferencesForm';
import { ProfileForm } from '@/features/profile/components/ProfileForm';
import { ProfileView } from '@/features/profile/components/ProfileView';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '@/lib/use-session';

export function ProfilePage() {
  useDocumentTitle('My Profile');
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  if (!user) return null; // RequireAuth guarantees a user

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">My Profile</h1>
      <p className="mt-2 text-slate-600">
        {editing ? 'Update your name, email address and photo.' : 'Your account details.'}
      </p>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {editing ? (
          <ProfileForm user={user} onDone={() => setEditing(false)} />
        ) : (
          <ProfileView user={user} onEdit={() => setEditing(true)} />
        )}
      </div>
      {user.role !== 'admin' && <AddressBook />}
      {user.role !== 'admin' && <EmailPreferencesForm />}
      {user.role !== 'admin' && <DownloadMyDataSection />}
      {user.role !== 'admin' && <DeleteAccountSection />}
    </div>
  );
}
