import { GetEmailPreferencesDocument } from '@/features/profile/api/EmailPreferences.generated';
import { addressesMock } from './address-fixtures';

/** The answer to the email preferences, for every render. */
export function emailPreferencesMock(orderEmails = true, complaintEmails = true, stockEmails = true) {
  return {
    request: { query: GetEmailPreferencesDocument },
    result: {
      data: {
        emailPreferences: { __typename: 'EmailPreferences' as const, orderEmails, complaintEmails, stockEmails },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** The profile page's own reads that a test is not about: no addresses, every email on. */
export const profilePageMocks = () => [addressesMock([]), emailPreferencesMock()];
