import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from '../../codegen.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));

describe('generated GraphQL code', () => {
  it('matches what `npm run codegen` would write from schema.graphql and the web documents', async () => {
    // Generated in memory (nothing is written), then compared with the committed files.
    const outputs = (await generate({ ...config, cwd: repo, silent: true }, false)) as {
      filename: string;
      content: string;
    }[];
    expect(outputs.map((output) => relative(repo, join(repo, output.filename))).sort()).toEqual(
      expect.arrayContaining(['server/src/graphql/generated/resolvers-types.ts', 'web/src/gql/graphql.ts']),
    );
    const stale = outputs
      .filter((output) => {
        const path = join(repo, output.filename);
        return !existsSync(path) || readFileSync(path, 'utf8') !== output.content;
      })
      .map((output) => output.filename);
    expect(stale, 'out of date: run `npm run codegen` and commit the result').toEqual([]);
  }, 60_000);
});
