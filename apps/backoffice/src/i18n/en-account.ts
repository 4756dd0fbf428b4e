import type { jaAccount } from "./ja-account";

type Shape = { [K in keyof typeof jaAccount]: { [L in keyof (typeof jaAccount)[K]]: string } };

export const enAccount: Shape = {
  password: {
    current: "Current password",
    next: "New password",
    confirm: "New password (again)",
    rule: "At least 8 characters, using 3 or more of upper-case, lower-case, digits and symbols.",
    submit: "Change password",
    changed: "Your password has been changed.",
  },
  forced: {
    title: "Before you start",
    lead: "Please complete the following settings before using the back office.",
    passwordStep: "Change password",
    passwordLead: "A temporary password is set. Choose your own new password.",
    totpStep: "Two-step authentication",
    totpLead: "Register an authenticator app for the codes you enter when logging in.",
    done: "All settings are complete.",
    start: "Start",
  },
  expired: {
    title: "Password expired",
    lead: "Your password has expired. Set a new password to continue.",
  },
  reminder: {
    title: "Forgot your user ID or password?",
    lead: "Enter your registered mail address. We will send you your user ID and a link to reset your password.",
    mailAddress: "Mail address",
    submit: "Send",
    sent: "We have sent instructions to the registered mail address",
    sentLead:
      "If no mail arrives, check the address you entered and your spam folder, then contact your organisation's administrator.",
    backToLogin: "Back to the login screen",
  },
  reset: {
    title: "Reset password",
    lead: "Set a new password for user ID “{{userId}}”.",
    submit: "Reset password",
    invalidTitle: "This link cannot be used",
    invalidMessage: "The link has expired or has already been used. Please request a new one.",
    again: "Request a new link",
    doneTitle: "Your password has been reset",
    doneMessage: "Log in with your new password.",
    toLogin: "Go to the login screen",
  },
  selectProcess: {
    title: "Choose organisation and process mode",
    lead: "Choose the organisation and process mode to work in.",
    organization: "Organisation",
    processMode: "Process mode",
    submit: "Start",
  },
  security: {
    title: "Security settings",
    passwordSection: "Change password",
    totpSection: "Two-step authentication",
    totpStatus: "Status",
    totpEnabled: "Set up",
    totpDisabled: "Not set up",
    totpSetup: "Set up an authenticator app",
    totpReset: "Set up the authenticator app again",
    totpResetConfirm:
      "You are about to register the authenticator app again. The current setting stays in force until the new QR code is registered and a code confirmed. Continue?",
    totpSetupLead:
      "Scan the QR code below with your authenticator app or enter the setup key, then enter the 6-digit code it shows.",
    totpConfirm: "Confirm",
    totpConfirmed: "Two-step authentication is set up.",
    cancel: "Cancel",
    historySection: "Recent logins",
    occurredAt: "Date and time",
    ipAddress: "IP address",
    userAgent: "Browser",
    result: "Result",
    success: "Success",
    failure: "Failure",
    incomplete: "Code not entered",
    noHistory: "No logins recorded.",
  },
};
