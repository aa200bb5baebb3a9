import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../paths.js';

/** schema.graphql as the clients know it, read at run time from the repository root. */
export function readSchemaFile(): string {
  return readFileSync(join(repoRoot(), 'schema.graphql'), 'utf8');
}
