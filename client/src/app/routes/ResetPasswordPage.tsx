import { useSearchParams } from 'react-router-dom';
import { ResetPasswordForm } from '@/features/auth/components/ResetPasswordForm';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard } from './AuthCard';

export function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  const [params] = useSearchParams();
  return (
    <AuthCard title="Choose a new password" subtitle="Every device will be signed out">
      <ResetPasswordForm token={params.get('token') ?? ''} />
    </AuthCard>
  );
}
