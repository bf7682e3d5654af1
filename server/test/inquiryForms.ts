/** A contact form as a visitor sends it, valid, for the tests that post one. */
export const contactForm = {
  firstName: 'Lee',
  lastName: 'Asker',
  email: 'lee@example.com',
  phone: null,
  inquiryType: 'membership',
  message: 'Do you offer family memberships?',
};
