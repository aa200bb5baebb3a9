// Log in with the mobile number and an OTP, end to end in Chromium against the whole local shop (real server,
// Firestore and Auth emulators): Firebase phone sign-in with the emulator's codes, the server's permit first, a new
// number signed in by its OTP and asked to finish its profile (its e-mail unverified until the emulator's link, the
// account page offering to resend it), and a sign-up with a registered number offered the log-in.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/e2e/browser.js';
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

async function freshPage(): Promise<Page> {
  const errors: string[] = [];
  const page = await newPage(browser, 'desktop', { baseURL: appUrl, errors });
  pages.push(page);
  const testName = (expect.getState().currentTestName ?? 'test').replace(/[^\w]+/g, '-').slice(0, 80);
  onTestFailed(async () => {
    await screenshot(page, `failed-phone-login-${testName}`).catch(() => {});
    console.error(`Browser errors during "${testName}":\n${errors.join('\n')}`);
  });
  return page;
}

const phoneLoginForm = (page: Page) => page.getByRole('form', { name: 'Log in with mobile number' });

/** A shopper with e-mail, password and a verified phone, signed out again. */
async function registeredShopper(page: Page, prefix: string) {
  const shopper = uniqueShopper(prefix);
  await signUpWithVerifiedPhone(page, emulator, shopper);
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.waitForURL(`${appUrl}/`);
  return shopper;
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

describe('log in with the mobile number', () => {
  it('sends an OTP to the verified number, signs the account in, and shows the number as +91 98765 43210', async () => {
    const page = await freshPage();
    const shopper = await registeredShopper(page, 'phone-login');

    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in with mobile number' }).click();
    await phoneLoginForm(page).getByLabel('Phone Number').fill(shopper.digits);
    await phoneLoginForm(page).getByRole('button', { name: 'Send OTP' }).click();
    await TOAST(page, 'OTP sent successfully!').waitFor();
    // The same OTP dialog as sign-up, with its resend countdown.
    const otpDialog = page.getByRole('dialog', { name: 'Verify Phone Number' });
    await otpDialog.getByText(/Resend OTP in \d+s/).waitFor();
    await screenshot(page, 'accounts-phone-login-otp');
    await verifyPhoneInDialog(page, emulator, shopper.phone);
    await TOAST(page, 'Logged in successfully!').waitFor();
    await page.waitForURL('**/account');

    await page.getByText(shopper.shown).first().waitFor();
    await page.getByText(shopper.email).first().waitFor();
    // One account holds the number: phone sign-in made no second user.
    const holders = (await emulator.accounts()).filter((account) => account.phoneNumber === shopper.phone);
    expect(holders.map((account) => account.email)).toEqual([shopper.email]);
  });

  it('signs a new number in by its OTP and asks it to finish its profile, its e-mail to verify', async () => {
    const page = await freshPage();
    const newcomer = uniqueShopper('new-number');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in with mobile number' }).click();
    await phoneLoginForm(page).getByLabel('Phone Number').fill(newcomer.digits);
    await phoneLoginForm(page).getByRole('button', { name: 'Send OTP' }).click();
    await TOAST(page, 'OTP sent successfully!').waitFor();
    await verifyPhoneInDialog(page, emulator, newcomer.phone);

    const finish = page.getByRole('form', { name: 'Finish your profile' });
    await finish.getByRole('button', { name: 'Create Account' }).click();
    await finish.getByText('First name is required').waitFor();
    await finish.getByLabel('First name').fill('Kavya');
    await finish.getByLabel('Last name').fill('Iyer');
    await finish.getByLabel('Email').fill(newcomer.email);
    await screenshot(page, 'accounts-phone-login-finish-profile');
    await finish.getByRole('button', { name: 'Create Account' }).click();
    await TOAST(page, 'Account created successfully!').waitFor();
    await page.waitForURL('**/account');
    await page.getByText('Kavya Iyer').first().waitFor();
    await page.getByText(newcomer.shown).first().waitFor();
    await page.getByText(newcomer.email).first().waitFor();
    await page.getByText('Your email address is not verified yet.', { exact: false }).waitFor();
    expect(await emulator.oobCodes(newcomer.email, 'VERIFY_EMAIL')).toHaveLength(1);
    await page.getByRole('button', { name: 'Resend verification email' }).click();
    await page.getByText('Verification email sent! Please check your inbox.').first().waitFor();
    expect(await emulator.oobCodes(newcomer.email, 'VERIFY_EMAIL')).toHaveLength(2);
    // One account holds the number, with the e-mail on it.
    const holders = (await emulator.accounts()).filter((account) => account.phoneNumber === newcomer.phone);
    expect(holders.map((account) => account.email)).toEqual([newcomer.email]);
    // Signed in it stays: a reload keeps the account (a phone-only user would be removed as an abandoned sign-up).
    await page.reload();
    await page.getByText('Kavya Iyer').first().waitFor();
  });

  it('offers "Log in with this number" to a sign-up whose phone already has an account, and logs in with it', async () => {
    const page = await freshPage();
    const shopper = await registeredShopper(page, 'phone-taken');

    await page.goto('/login');
    const form = authForm(page);
    await form.switchToSignUp();
    await form.signup.getByLabel('First Name').fill('Someone');
    await form.signup.getByLabel('Last Name').fill('Else');
    await form.signup.getByLabel('Email').fill(`other-${shopper.email}`);
    await form.signup.getByLabel('Phone Number').fill(shopper.digits);
    await form.signup.getByRole('button', { name: 'Verify Phone No' }).click();
    await verifyPhoneInDialog(page, emulator, shopper.phone);
    await form.signup
      .getByText('This phone number is already registered with another account. Please log in instead.')
      .waitFor();
    await screenshot(page, 'accounts-signup-phone-registered');

    await form.signup.getByRole('button', { name: 'Log in with this number' }).click();
    expect(await phoneLoginForm(page).getByLabel('Phone Number').inputValue()).toBe(shopper.digits);
    await phoneLoginForm(page).getByRole('button', { name: 'Send OTP' }).click();
    await verifyPhoneInDialog(page, emulator, shopper.phone);
    await page.waitForURL('**/account');
    await page.getByText(shopper.email).first().waitFor();
  });
});
