// Contract between the Apollo client and the accounts feature: the ID token of the signed-in user, or null.
// Placeholder until the accounts work wires Firebase Auth in.
export async function getIdToken(): Promise<string | null> {
  return null;
}
