/**
 * The member screens' labels (docs/product.md: dashboard, booking page, Edit Booking dialog,
 * guest checkout). The screens show them and the end-to-end tests look for them, so they live here.
 */
export const memberLabels = {
  dashboard: {
    bookBay: 'Book a Bay',
    /** A member with a plan is welcomed back; an account without one is welcomed and led to the plans. */
    greeting: (firstName: string, hasPlan: boolean) =>
      hasPlan ? `Welcome back, ${firstName}` : `Welcome, ${firstName}`,
    choosePlan: 'Choose a Plan',
    findSubscription: 'Find My Subscription',
    /** Reads the plan's payments afresh from the card provider (after paying, say). */
    refreshStatus: 'Check My Payments',
    /** The card's payments line, in a member's words, never the provider's status code. */
    payments: 'Payments',
    paymentStanding: (providerStatus: string | null): string =>
      providerStatus === null
        ? '—'
        : ({
            active: 'Up to date',
            trialing: 'Up to date',
            past_due: 'A payment is overdue',
            unpaid: 'Unpaid',
            canceled: 'Ended',
            incomplete: 'Waiting for your first payment',
            incomplete_expired: 'First payment not completed',
            paused: 'Paused',
          }[providerStatus] ?? 'Being checked'),
    upgrade: 'Upgrade Membership',
    manage: 'Manage Membership',
    activeMember: 'Active Member',
    noActiveSubscription: 'No Active Subscription',
    notActive: 'Not Active',
    maxAllowed: (n: number) => `${n} max allowed`,
    upcomingTitle: 'Your Upcoming Bookings',
    recentTitle: 'Recent Sessions',
    cancelsOn: 'Cancels on',
    edit: 'Edit',
  },
  booking: {
    confirm: 'Confirm Booking',
    /** The panel that stays after 'Confirm Booking' until the member starts another booking. */
    confirmedTitle: 'Your bay is booked',
    confirmedNext: 'It is on your dashboard, where you can change or cancel it.',
    viewOnDashboard: 'View on Dashboard',
    /** Closes the confirmation for a new booking (the form behind it is already blank). */
    bookAnother: 'Book Another',
    availabilityTitle: 'Bay Availability',
    viewMembership: 'View Membership Options',
    /** Each blank field's own error on the booking form, shown on the field. */
    blank: {
      bookingDate: 'Choose a date.',
      startTime: 'Choose a start time.',
      endTime: 'Choose an end time.',
      bayNumber: 'Choose a bay.',
      guestCount: 'Choose how many players.',
    },
    atLimitTitle: 'You are at your booking limit',
    atLimit: (limit: number, tierName: string) =>
      `${tierName} members can have ${limit === 1 ? '1 upcoming booking' : `${limit} upcoming bookings`} at a time. Change or cancel the one you have to book another.`,
  },
  editDialog: {
    title: 'Edit Booking',
    save: 'Update Booking',
    cancelBooking: 'Cancel Booking',
    close: 'Close',
  },
  guestCheckout: {
    title: 'Guest Checkout',
    pay: (amount: string) => `Pay ${amount}`,
    changeBooking: 'Change Booking',
    backToDashboard: 'Back to Dashboard',
    bookAgain: 'Book a Bay',
  },
} as const;
