import { useMutation } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { returnPathFrom } from '@/config/paths';
import { LoginDocument } from '../api/Login.generated';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/use-session';
import { fromGraphQLUser } from '../session-user';
import type { LoginValues } from '../validation';

/**
 * Signs in over GraphQL. On success: stores the session, toasts 'Login successful!' and returns
 * to the page the user first asked for (or home), replacing /login in the history.
 */
export function useLogin() {
  const [mutate, { loading }] = useMutation(LoginDocument);
  const { signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();

  async function login(values: LoginValues): Promise<boolean> {
    try {
      const { data } = await mutate({
        variables: { input: { email: values.email.trim(), password: values.password } },
      });
      if (!data) throw new Error('Empty login response');
      signIn({ token: data.login.token, user: fromGraphQLUser(data.login.user) });
      notifySuccess('Login successful!', { scope: 'login' });
      await navigate(returnPathFrom(location.state), { replace: true });
      return true;
    } catch (error) {
      notifyFailure(error, 'Login failed', { scope: 'login' });
      return false;
    }
  }

  return { login, pending: loading };
}
