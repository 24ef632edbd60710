/**
 * The table pre-order form's states (visitor-side, "Pre-order"), with the specification's exact
 * wording. Apart from `messages`, which every first visit reads: the form is loaded on demand.
 */
export const preorderMessages = {
  sendMessage: 'Send Message',
  sending: 'Sending...',
  successTitle: 'Success!',
  successText: 'Your message has been received Thank you',
  sent: 'Success! Your message has been sent',
  submitted: 'Preorder submitted successfully!',
  failed: 'Failed to submit preorder',
} as const;
