import { sitePaths } from '@tiffin/core';
import { PUBLIC_PAGES, tourAsVisitor, tourSignedIn, UNKNOWN_PAGE } from '../accessibility-tour.ts';

/**
 * The accessibility tour at 375 px, where a customer of a takeaway mostly is: every page of the site
 * and an unknown one as a visitor, and signed in (decision 079).
 */
tourAsVisitor([...Object.values(sitePaths), UNKNOWN_PAGE]);
tourSignedIn([...PUBLIC_PAGES, UNKNOWN_PAGE]);
