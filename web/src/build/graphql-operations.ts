// Build-time rewrite of `graphql(`…`)` calls into imports of just the one generated operation each names.
//
// codegen's client preset resolves operations at run time through a map in gql/gql.ts that holds EVERY operation of the
// app. Even importing the named exports of gql/graphql.ts does not help: bundlers place a module in one chunk, so all
// operations would land in the chunk shared by the first page. So each operation becomes its own tiny virtual module
// (`virtual:gql-operation/HomePageDocument`), whose body is the operation JSON taken from gql/graphql.ts, and every page
// chunk carries only the operations it uses. Types are unaffected: TypeScript still sees the graphql() overloads.

const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const DEFINITION = /\b(query|mutation|subscription|fragment)\s+([_A-Za-z][_0-9A-Za-z]*)/;
const GQL_IMPORT = /import\s*\{\s*graphql\s*\}\s*from\s*(['"])[^'"]*\/gql(?:\/index(?:\.ts)?)?\1\s*;?/;

export const OPERATION_MODULE_PREFIX = 'virtual:gql-operation/';

/** The export of gql/graphql.ts that holds the operation of a graphql() source. */
export function generatedOperationName(source: string): string {
  const match = DEFINITION.exec(source);
  if (!match) throw new Error(`A graphql() call has no named operation or fragment: ${source.trim().slice(0, 80)}`);
  const [, kind, name = ''] = match;
  // codegen names exports in PascalCase part by part, keeping underscores: ProductCard_product → ProductCard_Product.
  const exportBase = name
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('_');
  return kind === 'fragment' ? `${exportBase}FragmentDoc` : `${exportBase}Document`;
}

/** Rewrites the graphql() calls of one module into default imports of operation modules; null when nothing changes. */
export function rewriteGraphqlCalls(code: string): string | null {
  if (!code.includes('graphql(')) return null;
  const imported = new Set<string>();
  const rewritten = code.replace(GRAPHQL_CALL, (_call, source: string) => {
    const exportName = generatedOperationName(source);
    imported.add(exportName);
    return `__generated_${exportName}`;
  });
  if (imported.size === 0) return null;
  const imports = [...imported]
    .map((name) => `import __generated_${name} from ${JSON.stringify(OPERATION_MODULE_PREFIX + name)};`)
    .join('\n');
  return `${imports}\n${rewritten.replace(GQL_IMPORT, '')}`;
}

/** The JSON of one operation as gql/graphql.ts spells it (`export const X = {…} as unknown as DocumentNode<…>;`). */
export function extractGeneratedOperation(generatedSource: string, exportName: string): string | null {
  const start = generatedSource.indexOf(`\nexport const ${exportName} = `);
  if (start < 0) return null;
  const jsonStart = generatedSource.indexOf('{', start);
  const jsonEnd = generatedSource.indexOf(' as unknown as DocumentNode', jsonStart);
  if (jsonStart < 0 || jsonEnd < 0) return null;
  const json = generatedSource.slice(jsonStart, jsonEnd);
  JSON.parse(json); // fails loudly if codegen ever changes its output format
  return json;
}
