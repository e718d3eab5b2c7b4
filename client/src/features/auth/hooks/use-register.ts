import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { paths } from '@/config/paths';
import { getErrorCode, getErrorMessage } from '@/lib/errors';
import { toSessionUser } from '@/lib/rest';
import { useSession } from '@/lib/use-session';
import { registerAccount } from '../api/register-account';
import type { RegisterValues } from '../validation';

export type RegisterOutcome = 'registered' | 'admin-exists' | 'failed';

/**
 * Creates the account (REST multipart, for the photo). On success: stores the session, toasts
 * 'Registration successful!' and goes home. ADMIN_EXISTS gets its own message (SPEC.md §8).
 */
export function useRegister() {
  const [pending, setPending] = useState(false);
  const { signIn } = useSession();
  const navigate = useNavigate();

  async function register(values: RegisterValues): Promise<RegisterOutcome> {
    setPending(true);
    try {
      const { token, user } = await registerAccount(values);
      signIn({ token, user: toSessionUser(user) });
      toast.success('Registration successful!');
      await navigate(paths.home, { replace: true });
      return 'registered';
    } catch (error) {
      if (getErrorCode(error) === 'ADMIN_EXISTS') {
        toast.error('Admin already exists! Only one admin is allowed in the system.');
        return 'admin-exists';
      }
      toast.error(getErrorMessage(error, 'Registration failed'));
      return 'failed';
    } finally {
      setPending(false);
    }
  }

  return { register, pending };
}
