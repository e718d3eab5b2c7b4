import { RegisterForm } from '@/features/auth/components/RegisterForm';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard } from './AuthCard';

export function RegisterPage() {
  useDocumentTitle('Create account');
  return (
    <AuthCard title="Create your account" subtitle="Join our community of readers">
      <RegisterForm />
    </AuthCard>
  );
}
