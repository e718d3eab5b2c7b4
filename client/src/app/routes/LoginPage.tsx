import { LoginForm } from '@/features/auth/components/LoginForm';
import { SessionExpiredNotice } from '@/features/auth/components/SessionExpiredNotice';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard } from './AuthCard';

export function LoginPage() {
  useDocumentTitle('Sign in');
  return (
    <AuthCard title="Welcome back" subtitle="Sign in to your account">
      <SessionExpiredNotice />
      <LoginForm />
    </AuthCard>
  );
}
