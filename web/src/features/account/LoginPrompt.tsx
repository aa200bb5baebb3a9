// Placeholder for the timed login prompt that the app shell mounts on every page; the accounts work replaces it.
export default function LoginPrompt() {
  return null;
}
