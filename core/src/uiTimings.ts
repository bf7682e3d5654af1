/** Timings the screens keep (docs/product.md), in milliseconds. */
export const UI_TIMINGS = Object.freeze({
  introPopupDelay: 1000,
  /** Signed-out visit to a member page: toast, then /api/login. */
  signInRedirectDelay: 1000,
  /** A call answered 401: 'Unauthorized' toast, then /api/login. */
  unauthorizedRedirectDelay: 500,
  signupToPaymentDelay: 1000,
  tooltipDelay: 700,
  toastDuration: 5000,
});

/** First-party analytics events (docs/product.md: stored in our own database, shown to staff). */
export const ANALYTICS_EVENTS = ['page_view', 'join_now_click', 'popup_close'] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];
