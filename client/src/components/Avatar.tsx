import { useState } from 'react';
import { initials } from '@/lib/format';

export interface AvatarProps {
  name: string;
  photo?: string | null;
  size?: 'sm' | 'md' | 'xl';
  className?: string;
}

const sizes = { sm: 'h-8 w-8 text-xs', md: 'h-10 w-10 text-sm', xl: 'h-28 w-28 text-3xl' };

/** The user's photo, or a placeholder with their initials (also used if the photo fails to load). */
export function Avatar({ name, photo, size = 'md', className = '' }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showPhoto = Boolean(photo) && failedSrc !== photo;
  const classes = `${sizes[size]} shrink-0 rounded-full ${className}`;
  if (showPhoto) {
    return (
      <img src={photo ?? ''} alt="" className={`${classes} object-cover`} onError={() => setFailedSrc(photo ?? null)} />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="avatar-placeholder"
      className={`${classes} inline-flex items-center justify-center bg-indigo-100 font-semibold text-indigo-700`}
    >
      {initials(name)}
    </span>
  );
}
