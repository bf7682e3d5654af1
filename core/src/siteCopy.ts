/**
 * The website's exact labels (docs/product.md) and its facility and policy claims.
 * The screens show them and the end-to-end tests look for them, so they live here once.
 */
import { DEFAULT_MEMBERSHIP_TERMS } from './membershipTerms';

/** Claims the marketing pages make about the lounge. */
export const FACILITY_FACTS = Object.freeze({
  courses: '200+',
  activeMembers: '500+',
});

/** What membership copy promises about cancelling, freezing and refunds: the terms the rules use. */
export const MEMBERSHIP_POLICY = Object.freeze({
  cancelNoticeDays: DEFAULT_MEMBERSHIP_TERMS.cancelNoticeDays,
  freezeMonthsPerYear: DEFAULT_MEMBERSHIP_TERMS.freezeMonthsPerYear,
  refundWindowDays: DEFAULT_MEMBERSHIP_TERMS.guaranteeDays,
});

/** Buttons, links, toggles and headings docs/product.md names word for word. */
export const siteLabels = {
  nav: {
    home: 'Home',
    membership: 'Membership',
    events: 'Events',
    about: 'About',
    contact: 'Contact',
    memberLogin: 'Member Login',
    joinNow: 'Join Now',
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
  },
  membership: {
    title: 'Membership Tiers',
    limitedBanner: 'Limited memberships available',
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
    socialProviders: ['Google', 'Apple', 'Facebook'],
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
