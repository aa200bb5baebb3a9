// Placeholder for everything under /account/*; the accounts work replaces it with the account layout and its pages.
export default function AccountRoutes() {
  return <h1>My account</h1>;
}
