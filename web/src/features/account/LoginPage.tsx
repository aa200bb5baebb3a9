// Placeholder for the /login route; the accounts work replaces it.
export default function LoginPage() {
  return <h1>Log in</h1>;
}
