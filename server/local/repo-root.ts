import { repoRoot } from '../src/paths.js';

/** The repository root, found as the server finds it (server/src/paths.ts), with a trailing slash. */
export const REPO_ROOT = `${repoRoot()}/`;
