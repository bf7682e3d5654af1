import { inquiryReplies } from './inquiries';
import type { Notice } from './notice';

/** Toasts of docs/product.md. Where docs/product.md says the server message comes first, the text is the fallback. */
export const toastMessages = {
  bookingUpdateFailed: { title: 'Update Failed', message: 'Unable to update booking. Please try again.' },
  bookingUpdated: { title: 'Booking Updated', message: 'Your booking has been successfully updated.' },
  cancellationFailed: {
    title: 'Cancellation Failed',
    message: 'Unable to cancel booking. Please try again.',
  },
  bookingCancelled: { title: 'Booking Cancelled', message: 'Your booking has been cancelled successfully.' },
  bookingConfirmed: {
    title: 'Booking Confirmed',
    message: 'Your simulator bay has been reserved successfully!',
  },
  bookingFailed: { title: 'Booking Failed', message: 'Failed to create booking. Please try again.' },
  unauthorized: { title: 'Unauthorized', message: 'You are logged out. Logging in again...' },
  noSubscriptionFound: {
    title: 'No Subscription Found',
    message: 'No active subscription found for your email address.',
  },
  subscriptionFound: (typeUpper: string): Notice => ({
    title: 'Subscription Found!',
    message: `${typeUpper} membership has been linked successfully.`,
  }),
  refreshFailed: {
    title: 'Refresh Failed',
    message: 'Unable to refresh subscription status. Please try again.',
  },
  subscriptionStatusUpdated: { title: 'Payments Checked' },
  checkFailed: { title: 'Check Failed' },
  tourFailed: {
    title: 'Booking Failed',
    message: 'Unable to schedule tour. Please try again or contact us directly.',
  },
  eventFailed: { title: 'Submission Failed', message: 'Failed to submit inquiry. Please try again.' },
  eventSubmitted: {
    title: 'Inquiry Submitted',
    message: `Thank you! ${inquiryReplies.event}`,
  },
  contactFailed: { title: 'Failed to Send', message: 'Failed to send message. Please try again.' },
  contactSent: { title: 'Message Sent', message: `Thanks for reaching out. ${inquiryReplies.contact}` },
  checkoutFailed: {
    title: 'Checkout Failed',
    message: 'Unable to start checkout process. Please try again.',
  },
  accountCreationFailed: {
    title: 'Account Creation Failed',
    message: 'Please try again or contact support.',
  },
  paymentStartFailed: {
    title: 'Checkout Failed',
    message: 'Unable to start payment process. Please try again.',
  },
  accountCreated: { title: 'Account Created!', message: 'Taking you to secure payment...' },
  createAccountFallback: 'Failed to create account',
  createCheckoutFallback: 'Failed to create checkout session',
  checkoutError: { title: 'Checkout Error', message: 'Failed to create checkout session' },
  unexpectedResponse: {
    title: 'Unexpected Response',
    message: 'The payment service gave an unexpected answer.',
  },
  bookingError: { title: 'Booking Error', message: 'Failed to create booking. Please try again.' },
  paidBookingFailed: {
    title: 'Booking Error',
    message: 'Payment succeeded but booking failed. Please contact support.',
  },
  paymentCancelled: {
    title: 'Payment Cancelled',
    message: 'Your payment was cancelled. You can review your booking and try again.',
  },
  noPaymentRequired: {
    title: 'No Payment Required',
    message: 'Your guests are covered. Booking your bay now.',
  },
  invalidCheckout: { title: 'Invalid Checkout', message: 'No booking is waiting for guest checkout.' },
  invalidData: { title: 'Invalid Data', message: 'The saved booking could not be read. Please book again.' },
  accessPending: {
    title: 'Access Pending',
    message: 'Your payment was successful. Please create an account to access member features.',
  },
  accessActivated: { title: 'Access Activated!', message: 'Your membership is active. Welcome to the club.' },
  loginFailed: { title: 'Login Failed', message: 'Invalid email or password' },
  signupFailed: { title: 'Signup Failed', message: 'Please try again' },
  signInRequired: { title: 'Sign In Required', message: 'Please sign in to continue.' },
} as const;
