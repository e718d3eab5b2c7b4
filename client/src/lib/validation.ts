const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message for a missing or malformed email address, or undefined when it looks right. */
export function emailProblem(email: string): string | undefined {
  if (email.trim() === '') return 'Email is required';
  if (!EMAIL_PATTERN.test(email.trim())) return 'Please enter a valid email address';
  return undefined;
}
