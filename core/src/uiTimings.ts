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
  /** The kiosk's answer stays this long, then it is ready for the next member. */
  kioskAnswer: 8000,
  /** A kiosk that cannot reach the server asks again this often (the box restarting). */
  kioskRetry: 5000,
  /** How often the kiosk's camera looks for a QR code. */
  kioskScan: 400,
});

/** First-party analytics events (docs/product.md: stored in our own database, shown to staff). */
export const ANALYTICS_EVENTS = ['page_view', 'join_now_click', 'popup_close'] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];
