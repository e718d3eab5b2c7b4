import { ForgotPasswordForm } from '@/features/auth/components/ForgotPasswordForm';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard } from './AuthCard';

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  return (
    <AuthCard title="Forgot your password?" subtitle="We will email you a link to choose a new one">
      <ForgotPasswordForm />
    </AuthCard>
  );
}
