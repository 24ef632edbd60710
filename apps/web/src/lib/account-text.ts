/**
 * The web app's own texts for the account pages and forms (sign-in, registration, reset, profile),
 * which the spec does not word. Apart from site-text.ts: these pages load on demand, and a first
 * visit does not carry their texts.
 */
export const accountText = {
  // Ours (accounts): labels, headings and states of the sign-in, registration and reset forms.
  auth: {
    loginTitle: 'Sign In',
    loginIntro: 'Welcome back. Sign in to order, save favourites and see your orders.',
    registerTitle: 'Create your account',
    registerIntro: 'Sign up to order faster, keep your addresses and save favourites.',
    identifierLabel: 'Email or phone number',
    identifierHint: 'The email address or phone number you signed up with.',
    passwordLabel: 'Password',
    showPassword: 'Show password',
    rememberMe: 'Remember me',
    rememberMeHint: 'Only your email or phone number is remembered on this device, never your password.',
    forgotPassword: 'Forgot password?',
    signingIn: 'Signing in...',
    noAccount: "Don't have an account?",
    haveAccount: 'Already have an account?',
    nameLabel: 'Full name',
    phoneLabel: 'Phone number',
    phoneHint: 'An Irish mobile number, e.g. 087 123 4567.',
    emailLabel: 'Email',
    passwordHint: (minLength: number) => `At least ${minLength} characters.`,
    creatingAccount: 'Creating account...',
    signedInRedirecting: 'You are signed in. Taking you back...',
    alreadySignedInTitle: 'You are signed in',
    alreadySignedIn: (name: string) => `Signed in as ${name}.`,
    goToProfile: 'Go to my profile',
    goHome: 'Back to the menu',
    forgot: {
      steps: ['Email', 'Code', 'New password'],
      stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
      emailIntro: (codeLength: number) =>
        `Enter the email address of your account. We will send you a ${codeLength}-digit code (OTP) to reset your password.`,
      sendCode: 'Send OTP',
      sending: 'Sending...',
      resendIn: (countdown: string) => `Send again in ${countdown}`,
      codeIntro: (email: string, validMinutes: number) =>
        `Enter the code we sent to ${email}. It is valid for ${validMinutes} minutes.`,
      codeLabel: 'OTP',
      verify: 'Verify OTP',
      verifying: 'Verifying...',
      resend: 'Resend OTP',
      passwordIntro: 'Choose a new password for your account.',
      newPasswordLabel: 'New password',
      confirmPasswordLabel: 'Confirm new password',
      resetPassword: 'Reset Password',
      resetting: 'Resetting...',
      back: 'Back',
      backToSignIn: 'Back to sign in',
      doneRedirecting: 'Your password has been reset. Taking you to sign in...',
    },
  }, // Ours (profile area): navigation, states and the password-change form.
  // Not in the spec (issue 30): the page a confirmation link opens.
  confirmEmail: {
    title: 'Confirm your e-mail address',
    confirming: 'Confirming your e-mail address...',
    failed: 'Your e-mail address could not be confirmed. Please try again.',
    toProfile: 'Go to Personal Info',
    toMenu: 'Browse Menu',
  },
  profile: {
    heading: 'My Account',
    sectionsNavigation: 'Account sections',
    openSections: 'Account menu',
    closeSections: 'Close account menu',
    loading: 'Loading your profile...',
    notProvided: 'Not provided',
    noName: 'Your name',
    emailReadOnlyHint: 'Your email address cannot be changed here.',
    // Not in the spec (issue 30): the address is proved by the link e-mailed at registration.
    emailNotConfirmed: 'Not confirmed',
    sendLinkAgain: 'send the link again',
    sendingLink: 'Sending...',
    sendLinkFailed: 'The link could not be sent. Please try again.',
    emailNotConfirmedHint:
      'Until you open the link we e-mailed you, our e-mails leave out your name and notes.',
    editTitle: 'Edit your details',
    support: {
      heading: 'Support',
      intro: 'Questions about an order or your account? We are happy to help.',
      emailLabel: 'Email us',
      phoneLabel: 'Call us',
      unavailable: 'Our contact details could not be loaded. Please try again later.',
    },
    security: {
      heading: 'Security',
      intro: 'Change the password you use to sign in. Other devices will be signed out.',
      currentPassword: 'Current password',
      newPassword: 'New password',
      confirmPassword: 'Confirm new password',
      submit: 'Change Password',
      submitting: 'Changing...',
    },
    // Not in the spec (issue 32): the copy of the customer's data.
    myData: {
      heading: 'Your data',
      intro:
        'Download a copy of your data: your profile, saved addresses, favourites, orders and notifications, as a JSON file.',
      download: 'Download my data',
      preparing: 'Preparing your data...',
      downloaded: 'Your data has been downloaded.',
      failed: 'Your data could not be downloaded. Please try again.',
    },
    deleteAccount: {
      intro: 'Deleting your account removes your profile, saved addresses and favourites for good.',
      // Not in the spec (issue 32): what stays of the account's orders.
      ordersKept: (years: number) =>
        `Your past orders stay in the restaurant's tax records for ${years} years, without your name, email address, phone number, delivery address or notes.`,
      confirm: 'Enter your email and password to confirm.',
      warning: 'This cannot be undone.',
      submit: 'Delete My Account',
      submitting: 'Deleting...',
      redirecting: 'Your account and personal data have been removed. Taking you to the home page...',
    },
  },
} as const;
