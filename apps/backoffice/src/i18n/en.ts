import type { BackofficeCatalogue } from "./ja";

export const en: BackofficeCatalogue = {
  product: {
    name: "Gakumu",
    area: "Back office",
    copyright: "© Gakumu",
  },
  login: {
    title: "Log in",
    lead: "Log in with your administrator account.",
    userId: "User ID",
    password: "Password",
    submit: "Log in",
    userIdRequired: "Enter your user ID",
    passwordRequired: "Enter your password",
    unsupportedTwoStep:
      "This two-step authentication method is not supported. Please contact your administrator.",
  },
  totp: {
    title: "Two-step authentication",
    lead: "Enter the 6-digit code shown in your authenticator app.",
    setupLead:
      "Two-step authentication needs to be set up. In your authenticator app (Google Authenticator, Microsoft Authenticator, …) choose “Enter a setup key”, register the key below, then enter the 6-digit code it shows.",
    setupKey: "Setup key",
    account: "Account",
    copy: "Copy",
    copied: "Copied",
    codeLabel: "Authentication code",
    codeInvalid: "Enter 6 digits",
    submit: "Verify",
  },
  home: {
    title: "Home",
    lead: "You are logged in.",
  },
  errors: {
    backToTop: "Back to the top page",
    backToLogin: "Go to the login screen",
  },
};
