/** Where the e-mailed sign-in link of a phone-only account lands (its e-mail is put on the account there). */
export const EMAIL_LINK_PATH = '/account/verify-email';
