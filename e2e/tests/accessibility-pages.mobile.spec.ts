import {
  PUBLIC_PAGES,
  tourAsVisitor,
  tourSignedIn,
  UNKNOWN_PAGE,
  VISITOR_PAGES,
} from '../accessibility-tour.ts';

/**
 * The accessibility tour at 375 px, where a customer of a takeaway mostly is: each page the site draws
 * (and an unknown one) as a visitor, and every page signed in (decision 079).
 */
tourAsVisitor([...VISITOR_PAGES, UNKNOWN_PAGE]);
tourSignedIn([...PUBLIC_PAGES, UNKNOWN_PAGE]);
