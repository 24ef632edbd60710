/**
 * The texts of menus and dishes on their own schedules and of "sold out for today" (issue 33). The
 * spec has none: every text here is ours, recorded in decision 050.
 */
export const scheduleMessages = {
  /** A dish outside its hours, greyed on the storefront: '12:00' is Dublin's 24-hour time */
  availableFrom: (time: string) => `Available from ${time}`,
  /** ...when it is next offered on another day this week */
  availableOn: (weekday: string, time: string) => `Available ${weekday} from ${time}`,
  /** ...when its own and its category's hours never meet */
  notOffered: 'Not available online at present',
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  weekdaysShort: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  /** Placement and the quote: a line whose dish is not offered at the time chosen */
  notOfferedThen: (name: string) =>
    `${name} is not served at the time you chose: choose another time, or remove it from your basket.`,
  /**
   * "Sold out for today" (issue 47): the storefront's note on the dish, and the refusal of a line
   * for a slot before it is back. `day`: 'tomorrow', a weekday, or '24 Nov 2026' (soldOutDay).
   */
  soldOutToday: (day: string) => `Sold out today: order it for ${day}`,
  soldOutThen: (name: string, day: string) =>
    `${name} is sold out for today: choose a time ${day === 'tomorrow' ? day : `on ${day}`}, or remove it from your basket.`,
  refused: {
    weekday: 'A weekday from 1 (Monday) to 7 (Sunday)',
    time: 'A time as HH:mm',
    range: 'The end comes after the start',
    tooMany: 'At most 21 times',
  },
  /** The staff's menu */
  staff: {
    scheduleHeading: 'Offered',
    always: 'Whenever we are open',
    from: 'From',
    to: 'To',
    save: 'Save times',
    saved: 'Times saved',
    soldOutToday: 'Sold out for today',
    backNow: 'Back on now',
    soldOutUntil: (when: string) => `Sold out until ${when}`,
  },
} as const;
