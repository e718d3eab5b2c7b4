import { sendMultipart, type RestUser } from '@/lib/rest';

export interface ProfileValues {
  name: string;
  email: string;
  /** A new photo, or null to keep the current one. */
  photo: File | null;
}

export interface UpdateProfileResponse {
  message: string;
  user: RestUser;
}

/** PUT /api/user/profile (multipart: name, email, optional photo). */
export function updateProfile(values: ProfileValues): Promise<UpdateProfileResponse> {
  return sendMultipart<UpdateProfileResponse>('PUT', '/user/profile', {
    name: values.name.trim(),
    email: values.email.trim(),
    photo: values.photo,
  });
}
