/**
 * Our texts (as site-text.ts) of the storefront's parts below the first screen and of its own pages:
 * the award, testimonials and pre-order sections, the contact, policy and placeholder pages, and the
 * footer. Apart from site-text.ts so that they arrive with those parts, not in every first download.
 */
export const storefrontText = {
  // Ours (storefront): the award section; the claims themselves are visitor-side §1's.
  award: {
    heading: 'Awards',
    intro: 'Cooking that Cashel keeps coming back for, and that other chefs have noticed.',
    topRestaurant: {
      title: 'Top Restaurant',
      text: 'Recognised as a top restaurant in the area every year since 2019.',
    },
    experience: {
      value: '20+',
      title: 'Years of Experience',
      text: 'Our chefs bring more than twenty years at the tandoor and the stove.',
    },
    chefAward: {
      title: "Chefs' Platform Award",
      text: "Awarded by a chefs' platform for honest, regional Indian cooking.",
      badgeAlt: "Chefs' Platform Award badge: Award Winner, Top Chef Pick",
    },
  },
  // Ours (storefront): the testimonials section and its slider.
  testimonials: {
    heading: 'What Our Customers Say',
    intro: 'Reviews from customers in Cashel and the towns around it.',
    rating: (rating: number, outOf: number) => `Rated ${rating} out of ${outOf}`,
    carousel: 'Customer reviews',
    slide: (position: number, count: number) => `${position} of ${count}`,
    dots: 'Choose a review',
    showSlide: (position: number, count: number) => `Show review ${position} of ${count}`,
    pause: 'Pause reviews',
    play: 'Play reviews',
  },
  // Ours (storefront): the pre-order form's labels and help texts; its states are preorderMessages.
  preorder: {
    heading: 'Reserve a Table',
    intro:
      'Planning a family meal or a night out? Tell us when you are coming and how many you are, and we will call you to confirm your table.',
    formLabel: 'Table request',
    required: 'All fields are required except the message.',
    name: 'Full name',
    email: 'Email',
    phone: 'Phone number',
    phoneHint: 'We call this number to confirm your table, e.g. 087 123 4567.',
    date: 'Date',
    time: 'Time',
    timePlaceholder: 'Select a time',
    /** Under Time when every time today has passed (from 22:00, the spec's next-day cutoff). */
    noTimesLeftToday: (lastTime: string) =>
      `Bookings for today close at ${lastTime}. Please choose another date.`,
    seats: 'Seats',
    seatsHint: (min: number, max: number) => `For ${min} to ${max} people.`,
    message: 'Message (optional)',
    messagePlaceholder: 'A high chair, a birthday, an allergy: anything we should know.',
    /** The sign on the drawn table beside the form (decorative). */
    tableSign: 'Reserved',
  },
  // Ours (storefront): the contact page (/contact-us, labelled Help in the header).
  contact: {
    heading: 'Contact Us',
    intro:
      'Questions about an order, an allergy or a booking? Call us, write to us, or send a table request below.',
    detailsHeading: 'Get in touch',
    callUs: 'Call us',
    emailUs: 'Email us',
    findUs: 'Find us',
    directions: 'Get directions',
    mapLink: 'Open in Google Maps',
    mapText: 'See where we are and plan your route.',
    unavailable: 'Our contact details could not be loaded. Please try again later.',
    description: (name: string, town: string) =>
      `Call, e-mail or find ${name} in ${town}, and send a table request online.`,
  },
  // Ours (storefront): the information and policy pages.
  pages: {
    loading: 'Loading page…',
    failed: 'This page could not be loaded. Please check your connection and try again.',
  },
  // Ours (storefront): the award and reservation placeholders (their headings are the spec's).
  comingSoon: {
    awardText: 'Our awards are on the home page for now.',
    reservationText: 'Until then, you can send us a table request from our contact page.',
    reservationLink: 'Send a table request',
  },
  footer: {
    openingHours: 'Opening Hours',
    contact: 'Contact',
    information: 'Information',
    phone: 'Phone',
    email: 'Email',
    unavailable: 'Opening hours and contact details could not be loaded. Please try again later.',
    links: {
      aboutUs: 'About Us',
      privacyPolicy: 'Privacy Policy',
      refundPolicy: 'Return & Refund Policy',
      termsConditions: 'Terms & Conditions',
      shippingPolicy: 'Shipping & Delivery Policy',
      // Issue 51: the tips notice (s.4E), on the website as S.I. 545/2022 requires.
      tips: 'Tips',
    },
  },
} as const;
