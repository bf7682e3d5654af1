/**
 * The website's exact labels (docs/product.md) and its facility and policy claims.
 * The screens show them and the end-to-end tests look for them, so they live here once.
 */
// The policies from membershipTerms.ts, not the freeze and cancel modules: those bring core's time
// code, which the marketing pages' first screen does not need.
import { DEFAULT_MEMBERSHIP_TERMS, type MembershipTerms, termsPolicy } from './membershipTerms';
import { LIMITED_MEMBERSHIPS } from './siteSettings';

/**
 * Claims the marketing pages make about the lounge. No member count: a figure like that is either
 * computed or set by the venue, never written here (docs/product.md).
 */
export const FACILITY_FACTS = Object.freeze({
  courses: '200+',
});

/**
 * What the membership pages promise about cancelling, freezing and refunds, written from the terms
 * the rules use (the venue's, from GET /api/venue; the defaults where none are given).
 */
export function membershipClaims(terms: MembershipTerms = DEFAULT_MEMBERSHIP_TERMS) {
  return {
    /** 'Cancel anytime with 30 days' notice.' */
    notice: `Cancel anytime with ${terms.cancelNoticeDays} days' notice.`,
    /** 'Pause for up to 3 months a year.' */
    freeze: `Pause for up to ${terms.freezeMonthsPerYear} months a year.`,
    /** 'A full refund within 30 days of joining.' */
    guarantee: `A full refund within ${terms.guaranteeDays} days of joining.`,
    /** A monthly plan's line under its price. */
    monthlyDetail: `Billed monthly. Cancel with ${terms.cancelNoticeDays} days' notice.`,
    /** Under the plans on /membership-selection. */
    refundNote: `No commitment. Cancel anytime. Full refund within ${terms.guaranteeDays} days.`,
    /** The FAQ's answer to 'Can I pause or cancel?'. */
    pauseOrCancel: `${termsPolicy.freeze(terms)} ${termsPolicy.cancel(terms)}`,
  };
}

/** Buttons, links, toggles and headings docs/product.md names word for word. */
/**
 * Where the site shows what a claim in its copy says the software runs: every such claim on a
 * public page links here, so a visitor can see it for themselves.
 */
export const claimLinks = {
  /** Member tournaments and leagues: the tournaments page, with its entries and results. */
  tournaments: { to: '/tournaments', label: 'See the tournaments' },
  /** Bays booked online: the plans, whose questions say how booking works. */
  booking: { to: '/membership', label: 'How booking works' },
  /** Private events: the events page and its inquiry form. */
  events: { to: '/events', label: 'Plan an event' },
  /** Tours of the lounge. */
  tours: { to: '/tour', label: 'Book a Tour' },
  /** Guest passes and fees: the plans compared. */
  guestPasses: { to: '/membership', label: 'Compare the plans' },
} as const;

export const siteLabels = {
  nav: {
    home: 'Home',
    membership: 'Membership',
    events: 'Events',
    tournaments: 'Tournaments',
    about: 'About',
    contact: 'Contact',
    memberLogin: 'Member Login',
    joinNow: 'Join Now',
    /** Beside Member Login on every public page, and in the footer: the way to a tour. */
    bookTour: 'Book a Tour',
    dashboard: 'Dashboard',
    bookBay: 'Book a Bay',
    account: 'Account',
    logout: 'Logout',
  },
  home: {
    bookTour: 'Book a Tour',
    joinNow: 'Join Now',
    viewAllMemberships: 'View All Membership Options',
    amenitiesTitle: 'Premium Amenities',
    membershipTitle: 'Exclusive Membership',
    experienceTitle: 'Experience Excellence',
    /** The line over the home page's photo band, leading into the plans. */
    membershipLine: 'Two tiers, one standard: your bay, your time, your lounge.',
  },
  membership: {
    title: 'Membership Tiers',
    /** Shown only while the founding offer is limited and open, with its limits (siteSettings.ts). */
    limitedBanner: LIMITED_MEMBERSHIPS,
    monthlyPlans: 'Monthly Plans',
    foundingOffers: 'Founding Member Offers',
    joinNow: 'Join Now',
    currentPlan: 'Current Plan',
  },
  selection: {
    introOffers: 'Intro Offers',
    monthlyBilling: 'Monthly Billing',
    backToHomepage: 'Back to Homepage',
  },
  preCheckout: {
    signInInstead: 'Sign In Instead',
  },
  billing: {
    goToDashboard: 'Go to Dashboard',
    bookBay: 'Book a Bay',
    backHome: 'Back to Home',
  },
  auth: {
    forgotPassword: 'Forgot password?',
    joinNowLink: 'Join now',
  },
  events: {
    planCustomEvent: 'Plan My Custom Event',
    requestToBook: 'Request to Book',
    joinNow: 'Join Now',
  },
  testCheckout: {
    complete: 'Complete test payment',
    cancel: 'Cancel payment',
    cancelledNote: 'This test payment was cancelled.',
    /** The sandbox's billing portal (/test-checkout?portal=...). */
    cancelAtPeriodEnd: 'Cancel at period end',
    resume: 'Resume subscription',
    backToDashboard: 'Back to Dashboard',
    portalUpdateFailed: {
      title: 'Subscription Not Changed',
      message: 'The subscription could not be changed. Please try again.',
    },
  },
} as const;
