import type { ContactSubmission } from '@shop/shared/server-render';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The contact form as posted without scripts (the API's POST /contact renders the contact page
 * with it). It travels in the page's query cache, so the server render and the browser's
 * hydration read the same thing and the form hydrates without a mismatch.
 */
export const contactSubmissionKey = ['contact-submission'] as const;

export function seedContactSubmission(queryClient: QueryClient, submission: ContactSubmission): void {
  queryClient.setQueryData(contactSubmissionKey, submission);
}

export function readContactSubmission(queryClient: QueryClient): ContactSubmission | undefined {
  return queryClient.getQueryData<ContactSubmission>(contactSubmissionKey);
}
