/**
 * The texts of busy mode and the staff's pause (issue 33), and of ordering paused for want of a
 * watching kitchen (issue 28). The spec has none: every text here is ours, recorded in decision 047.
 * Apart from `messages`, which every first visit carries: a pause is rare, and its notice loads then.
 */
export const paceMessages = {
  /** What the storefront and a refused placement say while ordering is paused */
  ordering: {
    /**
     * No board or printer in touch for the restaurant's set minutes of opening hours (issue 28), or
     * paused by the staff until they resume it.
     */
    paused: (phone: string) => `Online ordering is paused — please call us on ${phone}`,
    /**
     * The staff paused ordering until a time (issue 33; not in the spec): '7:30 PM', or '9:00 AM on
     * 24 Nov 2026'; with the phone to call meanwhile (issue 47)
     */
    pausedUntil: (until: string, phone: string) =>
      phone === ''
        ? `Online ordering is paused until ${until}.`
        : `Online ordering is paused until ${until} — please call us on ${phone}`,
  },
  refused: {
    extraMinutes: 'Choose 10, 20 or 30 minutes',
    forMinutes: 'Choose 30, 60 or 90 minutes, or until closing',
    until: 'A time to resume, as an ISO date and time',
    untilPast: 'The time to resume has passed: choose a later one',
    untilTooFar: 'A pause ends within 24 hours: close the date in the settings instead',
    closedNow: 'The restaurant closes no more today: choose 30, 60 or 90 minutes',
  },
  /** The board's controls */
  board: {
    busyHeading: 'Busy mode',
    busyIntro: 'Add time to every new order’s earliest slot for a while.',
    extraLabel: 'Extra minutes',
    extra: (minutes: number) => `+${minutes} min`,
    periodLabel: 'For',
    period: (minutes: number) => (minutes === 60 ? '1 hour' : minutes === 90 ? '1½ hours' : `${minutes} min`),
    untilClosing: 'Until closing',
    startBusy: 'Start busy mode',
    busyOn: (minutes: number, until: string) => `Busy: +${minutes} min until ${until}`,
    endBusy: 'End now',
    pauseHeading: 'Pause ordering',
    pauseIntro: 'Customers cannot order online until it resumes.',
    pauseFor: (minutes: number) => (minutes === 60 ? '1 hour' : `${minutes} min`),
    untilResume: 'Until I resume',
    untilTime: 'Until a time',
    untilTimeLabel: 'Resume at (today, Dublin time)',
    startPause: 'Pause ordering',
    pausedUntil: (until: string) => `Ordering paused until ${until}`,
    pausedForNow: 'Ordering paused until you resume it',
    resume: 'Resume ordering',
    saving: 'Saving...',
    failed: 'Not saved: try again',
  },
  /** The staff log */
  log: {
    busyOn: 'started busy mode',
    busyOff: 'ended busy mode',
    paused: 'paused online ordering',
    resumed: 'resumed online ordering',
  },
} as const;
