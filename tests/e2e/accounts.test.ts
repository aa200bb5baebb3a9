// Accounts end to end, in Debian's Chromium against the whole local shop (real server, Firestore and Auth emulators):
// sign-up with a verified phone, log in, wrong password, Google through the emulator's own sign-in page, password
// reset through the emulator's oobCodes, the returnUrl redirect and a profile edit that survives a reload.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/e2e/browser.js';
import { serveGapiStandIn } from '../support/e2e/accounts-gapi-shim.js';
import {
  authForm,
  AuthEmulatorBackdoor,
  signUpWithVerifiedPhone,
  TOAST,
  uniqueShopper,
  verifyPhoneInDialog,
} from '../support/e2e/accounts-support.js';

const appUrl = inject('appUrl');
const emulator = new AuthEmulatorBackdoor(inject('authHost'), inject('projectId'));

let browser: Browser;
const pages: Page[] = [];

/** A page in a fresh browser context. The login prompt is closed automatically (login-prompt.test.ts is about it). */
async function freshPage(): Promise<Page> {
  const errors: string[] = [];
  const page = await newPage(browser, 'desktop', { baseURL: appUrl, dismissLoginPrompt: true, errors });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  pages.push(page);
  const testName = (expect.getState().currentTestName ?? 'test').replace(/[^\w]+/g, '-').slice(0, 80);
  onTestFailed(async () => {
    await screenshot(page, `failed-accounts-${testName}`).catch(() => {});
    console.error(`Browser errors during "${testName}":\n${errors.join('\n')}`);
  });
  return page;
}

/** Signs up through the /login page with a verified phone; leaves the page on /account. */
function signUp(page: Page, shopper: ReturnType<typeof uniqueShopper>, password = 'secret123') {
  return signUpWithVerifiedPhone(page, emulator, shopper, password);
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const page of pages)
    await page
      .context()
      .close()
      .catch(() => {});
  await browser?.close();
});

describe('sign-up with a verified phone', () => {
  it('verifies the phone by OTP, creates one account with e-mail, password and phone, and shows the profile', async () => {
    const page = await freshPage();
    const shopper = uniqueShopper('signup');
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Welcome to Lovely Gifts' }).waitFor();
    await screenshot(page, 'accounts-login-page');

    const form = authForm(page);
    await form.switchToSignUp();
    // No password before the phone is verified.
    expect(await form.signup.getByLabel('Password').count()).toBe(0);

    await form.signup.getByLabel('First Name').fill('Asha');
    await form.signup.getByLabel('Last Name').fill('Raman');
    await form.signup.getByLabel('Email').fill(shopper.email);
    const phone = form.signup.getByLabel('Phone Number');
    await phone.fill('98765');
    await form.signup.getByRole('button', { name: 'Verify Phone No' }).click();
    await form.signup.getByText('Please enter a valid 10-digit phone number').waitFor();

    // Non-digits are stripped and at most 10 digits are kept.
    await phone.fill(`+91 ${shopper.digits.slice(0, 5)}-${shopper.digits.slice(5)}77`);
    expect(await phone.inputValue()).toBe(`91${shopper.digits.slice(0, 8)}`);
    await phone.fill(shopper.digits);
    expect(await phone.inputValue()).toBe(shopper.digits);
    await form.signup.getByRole('button', { name: 'Verify Phone No' }).click();

    const otpDialog = page.getByRole('dialog', { name: 'Verify Phone Number' });
    await otpDialog.waitFor();
    await TOAST(page, 'OTP sent successfully!').waitFor();
    await otpDialog.getByText(shopper.shown).waitFor();
    const resend = otpDialog.getByRole('button', { name: /^Resend OTP in \d+s$/ });
    await resend.waitFor();
    expect(await resend.isDisabled()).toBe(true);
    await screenshot(page, 'accounts-signup-otp-dialog');

    await otpDialog.getByLabel('OTP').fill('123');
    await otpDialog.getByRole('button', { name: 'Verify OTP' }).click();
    await otpDialog.getByText('Please enter a valid 6-digit OTP').waitFor();

    const code = await emulator.latestVerificationCode(shopper.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    await otpDialog.getByLabel('OTP').fill(wrong);
    await otpDialog.getByRole('button', { name: 'Verify OTP' }).click();
    await otpDialog.getByText('Invalid OTP. Please try again.').waitFor();

    // Cancel closes the dialog; the code can still be entered afterwards.
    await otpDialog.getByRole('button', { name: 'Cancel' }).click();
    await otpDialog.waitFor({ state: 'hidden' });
    await form.signup.getByRole('button', { name: /^Resend OTP in \d+s$/ }).waitFor();
    await form.signup.getByRole('button', { name: 'Enter OTP' }).click();
    await otpDialog.waitFor();
    await otpDialog.getByLabel('OTP').fill(code);
    await otpDialog.getByRole('button', { name: 'Verify OTP' }).click();
    await otpDialog.waitFor({ state: 'hidden' });
    await TOAST(page, 'Phone number verified successfully!').waitFor();
    await form.signup.getByText('Verified').waitFor();

    const password = form.signup.getByLabel('Password');
    await password.fill('12345');
    await form.signup.getByRole('button', { name: 'Create Account' }).click();
    await form.signup.getByText('Password should be at least 6 characters long').waitFor();
    await password.fill('secret123');
    await form.signup.getByRole('button', { name: 'Create Account' }).click();

    await TOAST(page, 'Account created successfully!').waitFor();
    await page.waitForURL('**/account');
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    const details = page.locator('dl');
    await details.getByText('Asha Raman').waitFor();
    await details.getByText(shopper.email).waitFor();
    await details.getByText(shopper.shown).waitFor();
    await details.locator('dd', { hasText: shopper.shown }).getByText('Verified', { exact: true }).waitFor();
    await screenshot(page, 'accounts-profile');

    // One account carries both the e-mail and the phone; no phone-only account was left behind.
    const accounts = await emulator.accounts();
    const mine = accounts.filter((account) => account.phoneNumber === shopper.phone);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.email).toBe(shopper.email);
    expect(accounts.filter((account) => !account.email && account.phoneNumber)).toEqual([]);
  });
});

describe('log in', () => {
  it('shows "Invalid email or password." for a wrong password, then logs in, and logs out again', async () => {
    const page = await freshPage();
    const shopper = uniqueShopper('login');
    await signUp(page, shopper);
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL(`${appUrl}/`);

    await page.goto('/login');
    const form = authForm(page);
    await form.logIn(shopper.email, 'wrong-password');
    await form.login.getByText('Invalid email or password.').waitFor();

    await form.logIn(shopper.email, 'secret123');
    await TOAST(page, 'Logged in successfully!').waitFor();
    await page.waitForURL('**/account');
    await page.locator('dl').getByText(shopper.email).waitFor();
  });

  it('says the same for a wrong password and an unknown address when e-mail enumeration protection is on', async () => {
    const page = await freshPage();
    const shopper = uniqueShopper('privacy');
    await signUp(page, shopper);
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL(`${appUrl}/`);
    expect(await emulator.passwordSignInError(shopper.email, 'wrong-password')).toMatch(/INVALID_PASSWORD/);
    await emulator.setEmailEnumerationProtection(true);
    try {
      // The service now answers both cases alike (the SDK's auth/invalid-credential).
      expect(await emulator.passwordSignInError(shopper.email, 'wrong-password')).toMatch(/INVALID_LOGIN_CREDENTIALS/);
      await page.goto('/login');
      const form = authForm(page);
      await form.logIn(shopper.email, 'wrong-password');
      await form.login.getByText('Invalid email or password.').waitFor();
      await form.logIn(`nobody-${shopper.email}`, 'secret123');
      await form.login.getByText('Invalid email or password.').waitFor();
      await form.logIn(shopper.email, 'secret123');
      await page.waitForURL('**/account');
    } finally {
      await emulator.setEmailEnumerationProtection(false);
    }
  });

  it('sends a signed-out visitor of /account/orders to /login and back there afterwards', async () => {
    const page = await freshPage();
    const shopper = uniqueShopper('return');
    await signUp(page, shopper);
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL(`${appUrl}/`);

    await page.goto('/account/orders');
    await page.waitForURL('**/login');
    await authForm(page).logIn(shopper.email, 'secret123');
    await page.waitForURL('**/account/orders');
    await page.getByRole('heading', { name: 'No orders yet' }).waitFor();
  });
});

describe('profile', () => {
  it('keeps an edit across a reload', async () => {
    const page = await freshPage();
    await signUp(page, uniqueShopper('profile'));
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const form = page.getByRole('form', { name: 'Profile' });
    await form.getByLabel('Address').fill('12 Race Course Road');
    await form.getByLabel('City').fill('Coimbatore');
    await form.getByLabel('PIN Code').fill('041018');
    await form.getByLabel('State').selectOption('Tamil Nadu');
    await form.getByRole('button', { name: 'Save Profile' }).click();
    await form.getByText('Please enter a valid 6-digit PIN code').waitFor();
    await form.getByLabel('PIN Code').fill('641018');
    await form.getByRole('button', { name: 'Save Profile' }).click();
    await TOAST(page, 'Profile updated successfully!').waitFor();

    await page.reload();
    const details = page.locator('dl');
    await details.getByText('12 Race Course Road').waitFor();
    await details.getByText('Coimbatore').waitFor();
    await details.getByText('641018').waitFor();
    await details.getByText('Tamil Nadu').waitFor();
  });
  it('verifies a changed phone number by OTP before saving it', async () => {
    const page = await freshPage();
    await signUp(page, uniqueShopper('rephone'));
    const next = uniqueShopper('rephone-next');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const form = page.getByRole('form', { name: 'Profile' });
    await form.getByLabel('Phone Number').fill(next.digits);
    await form.getByRole('button', { name: 'Save Profile' }).click();
    await form.getByText('Please verify your phone number').waitFor();

    await form.getByRole('button', { name: 'Verify Phone No' }).click();
    await verifyPhoneInDialog(page, emulator, next.phone);
    await TOAST(page, 'Phone number verified successfully!').waitFor();
    await form.getByRole('button', { name: 'Save Profile' }).click();
    await TOAST(page, 'Profile updated successfully!').waitFor();

    await page.reload();
    const details = page.locator('dl');
    await details.getByText(next.shown).waitFor();
    await details.locator('dd', { hasText: next.shown }).getByText('Verified', { exact: true }).waitFor();
    const accounts = await emulator.accounts();
    expect(accounts.filter((account) => account.phoneNumber === next.phone)).toHaveLength(1);
  });
});

describe('Google sign-in', () => {
  it("signs in through the emulator's sign-in page in a popup, creates the profile and asks for a phone", async () => {
    const page = await freshPage();
    const email = uniqueShopper('google').email;
    await serveGapiStandIn(page.context());
    await page.goto('/login');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Log in with Google' }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    await popup.locator('#add-account-button').click();
    await popup.locator('#email-input').fill(email);
    await popup.locator('#display-name-input').fill('Meena Sundaram');
    await popup.locator('#sign-in').click();

    await TOAST(page, 'Logged in successfully!').waitFor();
    await TOAST(page, 'Please add your phone number in your profile for better security').waitFor();
    await page.waitForURL('**/account');
    const details = page.locator('dl');
    await details.getByText('Meena Sundaram').waitFor();
    await details.getByText(email).waitFor();
  });
  it('falls back to a full-page redirect when the popup is blocked', async () => {
    const page = await freshPage();
    const email = uniqueShopper('redirect').email;
    await serveGapiStandIn(page.context());
    // A popup blocker: window.open gives nothing back.
    await page.context().addInitScript({ content: 'window.open = () => null;' });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in with Google' }).click();
    await page.waitForURL(/\/emulator\/auth\/handler/);
    await page.locator('#add-account-button').click();
    await page.locator('#email-input').fill(email);
    await page.locator('#display-name-input').fill('Ravi');
    await page.locator('#sign-in').click();

    await page.waitForURL('**/account');
    await TOAST(page, 'Please add your phone number in your profile for better security').waitFor();
    const details = page.locator('dl');
    await details.getByText('Ravi').waitFor();
    await details.getByText(email).waitFor();
  });
});

describe('password reset', () => {
  it('checks the address, sends the reset link, and the new password works', async () => {
    const page = await freshPage();
    const shopper = uniqueShopper('reset');
    await signUp(page, shopper);
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL(`${appUrl}/`);

    await page.goto('/login');
    await page.getByRole('button', { name: 'Forget Password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await dialog.getByText('Please enter your email address').waitFor();
    await dialog.getByLabel('Email').fill('nobody-here@example.in');
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await dialog.getByText('No account found with this email address.').waitFor();

    await dialog.getByLabel('Email').fill(shopper.email);
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await dialog.getByText('Password reset email sent! Please check your inbox.').waitFor();
    const oobCode = await emulator.latestPasswordResetCode(shopper.email);
    expect(oobCode).toMatch(/\S/);
    await emulator.resetPassword(oobCode ?? '', 'brand-new-secret');
    await dialog.getByRole('button', { name: 'Back to Log In' }).click();

    await authForm(page).logIn(shopper.email, 'secret123');
    await authForm(page).login.getByText('Invalid email or password.').waitFor();
    await authForm(page).logIn(shopper.email, 'brand-new-secret');
    await page.waitForURL('**/account');
  });
});
