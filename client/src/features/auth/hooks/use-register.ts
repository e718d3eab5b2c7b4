import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { getErrorCode } from '@/lib/errors';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { toSessionUser } from '@/lib/rest';
import { useSession } from '@/lib/use-session';
import { registerAccount } from '../api/register-account';
import type { RegisterValues } from '../validation';

const ADMIN_EXISTS_MESSAGE = 'Admin already exists! Only one admin is allowed in the system.';

export type RegisterOutcome = 'registered' | 'admin-exists' | 'admin-reserved' | 'failed';

const OUTCOME_BY_CODE: Partial<Record<string, RegisterOutcome>> = {
  ADMIN_EXISTS: 'admin-exists',
  ADMIN_ROLE_RESERVED: 'admin-reserved',
};

/**
 * Creates the account (REST multipart, for the photo). On success: stores the session (as a new
 * account, greeted 'Welcome'), toasts 'Registration successful!' and goes home. ADMIN_EXISTS gets its own message;
 * ADMIN_ROLE_RESERVED (ADMIN_EMAIL on the server) the server's.
 */
export function useRegister() {
  const [pending, setPending] = useState(false);
  const { signIn } = useSession();
  const navigate = useNavigate();

  async function register(values: RegisterValues): Promise<RegisterOutcome> {
    setPending(true);
    try {
      const { token, user } = await registerAccount(values);
      signIn({ token, user: toSessionUser(user) }, { newAccount: true });
      notifySuccess('Registration successful!', { scope: 'register' });
      await navigate(paths.home, { replace: true });
      return 'registered';
    } catch (error) {
      notifyFailure(error, 'Registration failed', {
        scope: 'register',
        byCode: { ADMIN_EXISTS: ADMIN_EXISTS_MESSAGE },
      });
      return OUTCOME_BY_CODE[getErrorCode(error) ?? ''] ?? 'failed';
    } finally {
      setPending(false);
    }
  }

  return { register, pending };
}
