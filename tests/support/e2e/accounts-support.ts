// Helpers of the accounts end-to-end tests: the Auth emulator's test endpoints and the shop's login screens.
import type { Locator, Page } from 'playwright-core';

export interface EmulatorAccount {
  localId: string;
  email?: string;
  phoneNumber?: string;
  providerUserInfo?: Array<{ providerId: string }>;
}

export class AuthEmulatorBackdoor {
  constructor(
    private readonly authHost: string,
    private readonly projectId: string,
  ) {}

  /** The OTP the emulator "sent" to a number (GET …/verificationCodes), the newest one. */
  async latestVerificationCode(phoneNumber: string): Promise<string> {
    const response = await fetch(`http://${this.authHost}/emulator/v1/projects/${this.projectId}/verificationCodes`);
    const { verificationCodes } = (await response.json()) as {
      verificationCodes: Array<{ phoneNumber: string; code: string }>;
    };
    const code = verificationCodes.filter((entry) => entry.phoneNumber === phoneNumber).at(-1)?.code;
    if (!code) throw new Error(`The Auth emulator sent no code to ${phoneNumber}`);
    return code;
  }

  /** The newest password-reset link the emulator "e-mailed" to an address (GET …/oobCodes). */
  async latestPasswordResetCode(email: string): Promise<string | null> {
    return (await this.oobCodes(email, 'PASSWORD_RESET')).at(-1) ?? null;
  }

  /** The out-of-band codes of one kind (VERIFY_EMAIL, PASSWORD_RESET) the emulator "e-mailed" to an address. */
  async oobCodes(email: string, requestType: string): Promise<string[]> {
    const response = await fetch(`http://${this.authHost}/emulator/v1/projects/${this.projectId}/oobCodes`);
    const { oobCodes } = (await response.json()) as {
      oobCodes: Array<{ email: string; oobCode: string; requestType: string }>;
    };
    return oobCodes
      .filter((entry) => entry.email === email && entry.requestType === requestType)
      .map((entry) => entry.oobCode);
  }

  /** Opens the newest e-mail verification link the emulator "e-mailed" to an address, as the shopper's click would. */
  async openVerificationLink(email: string): Promise<void> {
    const oobCode = (await this.oobCodes(email, 'VERIFY_EMAIL')).at(-1);
    if (!oobCode) throw new Error(`no verification link was sent to ${email}`);
    const response = await fetch(
      `http://${this.authHost}/identitytoolkit.googleapis.com/v1/accounts:update?key=fake-api-key`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ oobCode }) },
    );
    if (!response.ok) throw new Error(`verifying ${email} failed: ${await response.text()}`);
  }

  /** Completes a password reset as the page behind the e-mailed link would. */
  async resetPassword(oobCode: string, newPassword: string): Promise<void> {
    const response = await fetch(
      `http://${this.authHost}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=fake-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ oobCode, newPassword }),
      },
    );
    if (!response.ok) throw new Error(`resetPassword failed: ${await response.text()}`);
  }

  /** Turns the emulator's e-mail enumeration protection on or off (then wrong passwords are auth/invalid-credential). */
  async setEmailEnumerationProtection(enabled: boolean): Promise<void> {
    const response = await fetch(`http://${this.authHost}/emulator/v1/projects/${this.projectId}/config`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: enabled } }),
    });
    if (!response.ok) throw new Error(`Could not change the emulator config: ${await response.text()}`);
  }

  /** The service's error for a password sign-in (what the browser SDK turns into an auth/… code), or null. */
  async passwordSignInError(email: string, password: string): Promise<string | null> {
    const response = await fetch(
      `http://${this.authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, returnSecureToken: true }),
      },
    );
    if (response.ok) return null;
    return ((await response.json()) as { error?: { message?: string } }).error?.message ?? String(response.status);
  }

  /** Every account of the project (the emulator's admin endpoint, as firebase-admin would call it). */
  async accounts(): Promise<EmulatorAccount[]> {
    const response = await fetch(
      `http://${this.authHost}/identitytoolkit.googleapis.com/v1/projects/${this.projectId}/accounts:batchGet?maxResults=1000`,
      { headers: { authorization: 'Bearer owner' } },
    );
    const { users } = (await response.json()) as { users?: EmulatorAccount[] };
    return users ?? [];
  }
}

let sequence = 0;

/** A fresh e-mail and Indian mobile number (10 digits) per call, with the number as the shop shows it. */
export function uniqueShopper(prefix: string): { email: string; digits: string; phone: string; shown: string } {
  sequence += 1;
  const digits = `9${`${Date.now() % 100_000_000}${sequence}`.slice(-9).padStart(9, '0')}`;
  const shown = `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
  return { email: `${prefix}-${digits}@example.in`, digits, phone: `+91${digits}`, shown };
}

export const TOAST = (page: Page, text: string): Locator =>
  page.locator('[data-sonner-toast]', { hasText: text }).last();

export function authForm(scope: Page | Locator) {
  const toggle = scope.getByRole('group', { name: 'Log in or sign up' });
  const login = scope.getByRole('form', { name: 'Log in' });
  const signup = scope.getByRole('form', { name: 'Sign up' });
  return {
    toggle,
    login,
    signup,
    async switchToSignUp() {
      await toggle.getByRole('button', { name: 'Sign Up' }).click();
      await signup.waitFor();
    },
    async logIn(email: string, password: string) {
      await login.getByLabel('Email').fill(email);
      await login.getByLabel('Password').fill(password);
      await login.getByRole('button', { name: 'Log In' }).click();
    },
  };
}

/** With the OTP dialog opening for `phone`: enters the code the Auth emulator "sent" and waits for the dialog to close. */
export async function verifyPhoneInDialog(page: Page, emulator: AuthEmulatorBackdoor, phone: string): Promise<void> {
  const otpDialog = page.getByRole('dialog', { name: 'Verify Phone Number' });
  await otpDialog.waitFor();
  await otpDialog.getByLabel('OTP').fill(await emulator.latestVerificationCode(phone));
  await otpDialog.getByRole('button', { name: 'Verify OTP' }).click();
  await otpDialog.waitFor({ state: 'hidden' });
}

/**
 * Signs a new shopper up through the /login page with a phone verified by the emulator's OTP; leaves the page on
 * /account, signed in.
 */
export async function signUpWithVerifiedPhone(
  page: Page,
  emulator: AuthEmulatorBackdoor,
  shopper: { email: string; digits: string; phone: string },
  password = 'secret123',
): Promise<void> {
  await page.goto('/login');
  const form = authForm(page);
  await form.switchToSignUp();
  await form.signup.getByLabel('First Name').fill('Asha');
  await form.signup.getByLabel('Last Name').fill('Raman');
  await form.signup.getByLabel('Email').fill(shopper.email);
  await form.signup.getByLabel('Phone Number').fill(shopper.digits);
  await form.signup.getByRole('button', { name: 'Verify Phone No' }).click();
  await verifyPhoneInDialog(page, emulator, shopper.phone);
  await form.signup.getByLabel('Password').fill(password);
  await form.signup.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/account');
}

/** Waits until the locator is visible; returns true, or false after `timeoutMs`. */
export async function becomesVisible(locator: Locator, timeoutMs: number): Promise<boolean> {
  try {
    await locator.waitFor({ state: 'visible', timeout: timeoutMs });
    return true;
  } catch {
    return false;
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
