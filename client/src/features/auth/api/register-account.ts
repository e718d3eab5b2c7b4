import { sendMultipart, type RestUser } from '@/lib/rest';
import type { RegisterValues } from '../validation';

export interface RegisterResponse {
  message: string;
  token: string;
  user: RestUser;
}

/** POST /api/user/register (multipart, so the optional photo travels with the form). */
export function registerAccount(values: RegisterValues): Promise<RegisterResponse> {
  return sendMultipart<RegisterResponse>('POST', '/user/register', {
    name: values.name.trim(),
    email: values.email.trim(),
    password: values.password,
    role: values.role,
    photo: values.photo,
  });
}
