/** The product's copy, checked word for word against docs/product.md. */
import { describe, expect, it } from 'vitest';
import {
  bookingMessages,
  busyLabels,
  DEFAULT_MEMBERSHIP_TERMS,
  formMessages,
  membershipClaims,
  pageCopy,
  toastMessages,
  UI_TIMINGS,
} from '../src';

describe('message catalogue', () => {
  it('has the booking rule copy of section 5', () => {
    expect(bookingMessages.missingInformation).toEqual({
      title: 'Missing Information',
      message: 'Please select a date, start time, end time, bay, and guest count for your booking.',
    });
    expect(bookingMessages.invalidTimeRange).toEqual({
      title: 'Invalid Time Range',
      message: 'End time must be after start time.',
    });
    expect(bookingMessages.minimumDuration).toEqual({
      title: 'Minimum Duration',
      message: 'Minimum booking duration is 1 hour.',
    });
    expect(bookingMessages.schedulingLimit('General', 7).title).toBe('Scheduling Limit');
    expect(bookingMessages.durationLimitExceeded('VIP', 3).title).toBe('Duration Limit Exceeded');
    expect(bookingMessages.bookingLimitReached('VIP', 2).message).toMatch(
      /membership is limited to 2 upcoming booking\(s\)\. Please cancel an existing booking first\.$/,
    );
    expect(bookingMessages.invalidDuration(3, 'VIP')).toEqual({
      title: 'Invalid Duration',
      message: 'Duration must be between 1 and 3 hours for VIP members.',
    });
    expect(bookingMessages.vipGuestPassesHint).toBe('VIP benefit: Guest passes included');
    expect(bookingMessages.generalGuestFeeHint).toBe(
      'Note: Guest fees may apply if updating existing booking',
    );
    expect(bookingMessages.cancelConfirm).toBe('Are you sure you want to cancel this booking?');
    expect(bookingMessages.guestFeeRequired.title).toBe('Guest Fee Required');
    expect(bookingMessages.membershipRequired.title).toBe('Active Membership Required');
  });

  it.each([
    ['bookingUpdateFailed', 'Update Failed', 'Unable to update booking. Please try again.'],
    ['bookingUpdated', 'Booking Updated', 'Your booking has been successfully updated.'],
    ['cancellationFailed', 'Cancellation Failed', 'Unable to cancel booking. Please try again.'],
    ['bookingCancelled', 'Booking Cancelled', 'Your booking has been cancelled successfully.'],
    ['bookingConfirmed', 'Booking Confirmed', 'Your simulator bay has been reserved successfully!'],
    ['bookingFailed', 'Booking Failed', 'Failed to create booking. Please try again.'],
    ['unauthorized', 'Unauthorized', 'You are logged out. Logging in again...'],
    ['noSubscriptionFound', 'No Subscription Found', 'No active subscription found for your email address.'],
    ['refreshFailed', 'Refresh Failed', 'Unable to refresh subscription status. Please try again.'],
    ['tourFailed', 'Booking Failed', 'Unable to schedule tour. Please try again or contact us directly.'],
    ['eventFailed', 'Submission Failed', 'Failed to submit inquiry. Please try again.'],
    ['contactFailed', 'Failed to Send', 'Failed to send message. Please try again.'],
    ['checkoutFailed', 'Checkout Failed', 'Unable to start checkout process. Please try again.'],
    ['accountCreationFailed', 'Account Creation Failed', 'Please try again or contact support.'],
    ['paymentStartFailed', 'Checkout Failed', 'Unable to start payment process. Please try again.'],
    ['checkoutError', 'Checkout Error', 'Failed to create checkout session'],
    ['bookingError', 'Booking Error', 'Failed to create booking. Please try again.'],
    ['paidBookingFailed', 'Booking Error', 'Payment succeeded but booking failed. Please contact support.'],
    [
      'accessPending',
      'Access Pending',
      'Your payment was successful. Please create an account to access member features.',
    ],
    ['loginFailed', 'Login Failed', 'Invalid email or password'],
    ['signupFailed', 'Signup Failed', 'Please try again'],
  ] as const)('toast %s: %s / %s', (key, title, message) => {
    expect(toastMessages[key]).toEqual({ title, message });
  });

  it('has the titles whose text the product leaves to us', () => {
    expect(
      [
        toastMessages.eventSubmitted,
        toastMessages.contactSent,
        toastMessages.accountCreated,
        toastMessages.unexpectedResponse,
        toastMessages.paymentCancelled,
        toastMessages.noPaymentRequired,
        toastMessages.accessActivated,
        toastMessages.invalidCheckout,
        toastMessages.invalidData,
        toastMessages.subscriptionStatusUpdated,
        toastMessages.checkFailed,
      ].map((t) => t.title),
    ).toEqual([
      'Inquiry Submitted',
      'Message Sent',
      'Account Created!',
      'Unexpected Response',
      'Payment Cancelled',
      'No Payment Required',
      'Access Activated!',
      'Invalid Checkout',
      'Invalid Data',
      'Payments Checked',
      'Check Failed',
    ]);
    expect(toastMessages.subscriptionFound('VIP')).toEqual({
      title: 'Subscription Found!',
      message: 'VIP membership has been linked successfully.',
    });
    expect([toastMessages.createAccountFallback, toastMessages.createCheckoutFallback]).toEqual([
      'Failed to create account',
      'Failed to create checkout session',
    ]);
  });

  it('has the form messages of section 5', () => {
    expect(formMessages).toMatchObject({
      emailInvalid: 'Please enter a valid email address',
      passwordTooShort: 'Password must be at least 8 characters',
      passwordRequired: 'Password is required',
      passwordsDontMatch: "Passwords don't match",
      firstNameRequired: 'First name is required',
      lastNameRequired: 'Last name is required',
      firstNameTooShort: 'First name must be at least 2 characters',
      lastNameTooShort: 'Last name must be at least 2 characters',
      tourDateRequired: { title: 'Date Required', message: 'Please select your preferred date.' },
      tourTimeRequired: { title: 'Time Required', message: 'Please select your preferred time.' },
      tourWeekdaysOnly: 'Tours are only available Wednesday through Saturday',
    });
  });

  it('has the busy labels of section 4', () => {
    expect(Object.values(busyLabels)).toEqual([
      'Redirecting to Stripe...',
      'Processing...',
      'Scheduling Tour...',
      'Submitting...',
      'Sending...',
      'Creating Account...',
      'Signing In...',
    ]);
  });

  it("writes the membership pages' claims from the venue's terms", () => {
    const terms = {
      ...DEFAULT_MEMBERSHIP_TERMS,
      freezeMonthsPerYear: 2,
      cancelNoticeDays: 45,
      guaranteeDays: 14,
    };
    expect(membershipClaims(terms)).toEqual({
      notice: "Cancel anytime with 45 days' notice.",
      freeze: 'Pause for up to 2 months a year.',
      guarantee: 'A full refund within 14 days of joining.',
      monthlyDetail: "Billed monthly. Cancel with 45 days' notice.",
      refundNote: 'No commitment. Cancel anytime. Full refund within 14 days.',
      pauseOrCancel:
        "Freeze when you travel: pause for up to 2 months a year. Cancel with 45 days' notice. New members get a full refund within 14 days.",
    });
  });

  it('has the page copy and timings of sections 2 and 9', () => {
    expect(pageCopy.notFoundTitle).toBe('Page Not Found');
    expect(membershipClaims().refundNote).toBe('No commitment. Cancel anytime. Full refund within 30 days.');
    expect(UI_TIMINGS).toEqual({
      introPopupDelay: 1000,
      signInRedirectDelay: 1000,
      unauthorizedRedirectDelay: 500,
      signupToPaymentDelay: 1000,
      tooltipDelay: 700,
      toastDuration: 5000,
    });
  });
});
