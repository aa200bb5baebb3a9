// Signs test shoppers in against the real Auth emulator through its REST API (the same endpoints the browser SDK
// calls), so the server under test receives genuine emulator ID tokens.
//
// One Auth emulator serves every file of an integration run, each under its own project id. The emulator's client API
// resolves every API key to its one default project, so each call also names the file's project (`targetProjectId`,
// which the emulator accepts from an authenticated caller: `Authorization: Bearer owner`); its ID tokens then carry
// that project as `aud` and `iss`, exactly as a browser signed in to that project would get them.

export interface SignedIn {
  uid: string;
  idToken: string;
}

export class AuthEmulatorClient {
  constructor(
    private readonly host: string,
    private readonly projectId: string,
  ) {}

  private async call<T>(method: string, body: Record<string, unknown>): Promise<T> {
    const response = await fetch(
      `http://${this.host}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=fake-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
        body: JSON.stringify({ ...body, targetProjectId: this.projectId }),
      },
    );
    const json = (await response.json()) as T & { error?: { message: string } };
    if (!response.ok) throw new Error(`accounts:${method} failed: ${json.error?.message ?? response.status}`);
    return json;
  }

  async signUpWithPassword(email: string, password = 'secret123'): Promise<SignedIn> {
    // An authenticated signUp creates the account but returns no token (as an admin's would): sign in for one.
    await this.call<{ localId: string }>('signUp', { email, password, returnSecureToken: true });
    return this.signInWithPassword(email, password);
  }

  async signInWithPassword(email: string, password = 'secret123'): Promise<SignedIn> {
    const result = await this.call<{ localId: string; idToken: string }>('signInWithPassword', {
      email,
      password,
      returnSecureToken: true,
    });
    return { uid: result.localId, idToken: result.idToken };
  }

  /**
   * Verifies the account's e-mail as its owner would (sendEmailVerification, then the link the emulator "mailed", from
   * its oobCodes endpoint) and signs in again, for a token that carries `email_verified: true`.
   */
  async verifyEmail(user: SignedIn, email: string, password = 'secret123'): Promise<SignedIn> {
    await this.call('sendOobCode', { requestType: 'VERIFY_EMAIL', idToken: user.idToken });
    const oobCode = await this.latestOobCode(email, 'VERIFY_EMAIL');
    // Applying the code is what opening the link does; as an owner's call (targetProjectId) it also names the uid.
    await this.call('update', { oobCode, localId: user.uid });
    return this.signInWithPassword(email, password);
  }

  /**
   * Gives a phone-only user an e-mail and password (unverified, as the web app's finish-profile step links them) and
   * signs in with them, for a token that carries the e-mail and the phone. The owner's update stands in for the
   * browser's link: the emulator's client API would file it under its default project.
   */
  async addEmailPassword(user: SignedIn, email: string, password = 'secret123'): Promise<SignedIn> {
    await this.call('update', { localId: user.uid, email, password });
    return this.signInWithPassword(email, password);
  }

  /** The newest out-of-band code (e-mail verification, password reset) the emulator "mailed" to an address. */
  async latestOobCode(email: string, requestType: string): Promise<string> {
    const response = await fetch(`http://${this.host}/emulator/v1/projects/${this.projectId}/oobCodes`);
    const { oobCodes } = (await response.json()) as {
      oobCodes: Array<{ email: string; oobCode: string; requestType: string }>;
    };
    const match = oobCodes.filter((entry) => entry.email === email && entry.requestType === requestType).at(-1);
    if (!match) throw new Error(`No ${requestType} code for ${email}`);
    return match.oobCode;
  }

  /** The OTP the emulator "sent" to a number (its verificationCodes endpoint), newest first. */
  async latestCode(phoneNumber: string): Promise<{ code: string; sessionInfo: string }> {
    const response = await fetch(`http://${this.host}/emulator/v1/projects/${this.projectId}/verificationCodes`);
    const { verificationCodes } = (await response.json()) as {
      verificationCodes: Array<{ phoneNumber: string; code: string; sessionInfo: string }>;
    };
    const match = verificationCodes.filter((entry) => entry.phoneNumber === phoneNumber).at(-1);
    if (!match) throw new Error(`No verification code for ${phoneNumber}`);
    return match;
  }

  /** Proves a phone number by OTP and links it to the signed-in user (as the web app does); returns the new token. */
  async linkPhone(user: SignedIn, phoneNumber: string): Promise<SignedIn> {
    const { sessionInfo } = await this.call<{ sessionInfo: string }>('sendVerificationCode', {
      phoneNumber,
      recaptchaToken: 'emulator-ignores-this',
    });
    const { code } = await this.latestCode(phoneNumber);
    const result = await this.call<{ localId: string; idToken: string }>('signInWithPhoneNumber', {
      sessionInfo,
      code,
      idToken: user.idToken,
    });
    return { uid: result.localId, idToken: result.idToken };
  }

  /** Signs in (or up) with a phone number alone, by OTP: a token whose sign-in provider is `phone`. */
  async signInWithPhone(phoneNumber: string): Promise<SignedIn> {
    const { sessionInfo } = await this.call<{ sessionInfo: string }>('sendVerificationCode', {
      phoneNumber,
      recaptchaToken: 'emulator-ignores-this',
    });
    const { code } = await this.latestCode(phoneNumber);
    const result = await this.call<{ localId: string; idToken: string }>('signInWithPhoneNumber', {
      sessionInfo,
      code,
    });
    return { uid: result.localId, idToken: result.idToken };
  }

  /** A Google sign-in as the emulator's own sign-in page would complete it. */
  async signInWithGoogle(profile: { email: string; name: string; picture?: string; sub?: string }): Promise<SignedIn> {
    const claims = { ...profile, sub: profile.sub ?? `google-${profile.email}`, email_verified: true };
    const result = await this.call<{ localId: string; idToken: string }>('signInWithIdp', {
      requestUri: 'http://localhost',
      postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
      returnSecureToken: true,
      returnIdpCredential: true,
    });
    return { uid: result.localId, idToken: result.idToken };
  }
}

function base64UrlJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** The payload of a JWT, unverified. */
export function decodeJwtPayload(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('Not a JWT');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** A copy of a real token with some claims replaced (what an attacker or a stale client could send). */
export function withClaims(token: string, claims: Record<string, unknown>): string {
  const [header, , signature = ''] = token.split('.');
  return `${header}.${base64UrlJson({ ...decodeJwtPayload(token), ...claims })}.${signature}`;
}

/** A token signed with a key Firebase never issued (RS256 header, made-up signature). */
export function foreignSignedToken(claims: Record<string, unknown>): string {
  return `${base64UrlJson({ alg: 'RS256', kid: 'not-a-firebase-key', typ: 'JWT' })}.${base64UrlJson(claims)}.${Buffer.from('forged-signature').toString('base64url')}`;
}
