/**
 * Password reset (issue 9): the copy of the forgot-password and reset screens and of the server's
 * answers. The answer to "forgot password" is the same whether or not the email has an account,
 * so nobody can learn who is a member by asking.
 */

/** A reset link works for one hour, once. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

export const passwordResetMessages = {
  forgotTitle: 'Forgot Password',
  forgotIntro: "Enter your account's email and we'll send you a link to choose a new password.",
  sendLink: 'Send Reset Link',
  linkSent: {
    title: 'Check Your Email',
    message:
      'If an account exists for that email, we have sent a link to reset your password. The link works once, for one hour.',
  },
  resetTitle: 'Choose a New Password',
  resetIntro: 'Enter a new password for your account. You will be signed out everywhere else.',
  resetButton: 'Reset Password',
  resetDone: {
    title: 'Password Reset',
    message: 'Your password has been changed. Please sign in with your new password.',
  },
  invalidLink: {
    title: 'Reset Link Invalid',
    message: 'This reset link is invalid, expired or already used. Please request a new one.',
  },
  missingToken: {
    title: 'Reset Link Invalid',
    message: 'This page needs the link from your reset email. Please request a new one.',
  },
  requestNewLink: 'Request a new link',
  backToLogin: 'Back to sign in',
} as const;
