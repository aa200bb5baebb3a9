// Function and file length limits for hand-written source (server, web, tests, scripts): no function over 80 lines
// unless it renders JSX, none over 150, no file over 400 lines. Generated code and seed data are exempt. Prints the
// longest functions and files; `--report` prints the figures without failing. Run by `npm run lint`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');
const roots = ['server', 'web/src', 'tests', 'scripts'];
const exempt = [/\/generated\//, /^web\/src\/gql\//, /^server\/local\/seed\/demo-products\.ts$/, /\.d\.ts$/];
const LIMIT = 80;
const JSX_LIMIT = 150;
const FILE_LIMIT = 400;
const reportOnly = process.argv.includes('--report');

function sourceFiles(dir) {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !file.includes('node_modules') && !exempt.some((pattern) => pattern.test(file)));
}

function isFunction(node) {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

function containsJsx(node) {
  let found = false;
  const visit = (child) => {
    if (found) return;
    if (ts.isJsxElement(child) || ts.isJsxSelfClosingElement(child) || ts.isJsxFragment(child)) found = true;
    else ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

function functionName(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && ts.isIdentifier(parent.name)) {
    return parent.name.text;
  }
  if (parent && ts.isCallExpression(parent)) {
    const callee = parent.expression.getText().slice(0, 40);
    const firstArgument = parent.arguments[0];
    const label = firstArgument && ts.isStringLiteralLike(firstArgument) ? ` '${firstArgument.text.slice(0, 50)}'` : '';
    return `${callee}(${label.trim()} callback)`;
  }
  return '(anonymous)';
}

const functions = [];
const files = [];
for (const dir of roots) {
  for (const file of sourceFiles(dir)) {
    const text = readFileSync(join(root, file), 'utf8');
    files.push({ file, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) });
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    const visit = (node) => {
      if (isFunction(node) && node.body) {
        const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        const isTest = /\.test\.tsx?$/.test(file);
        // A test file's describe/it callbacks are lists of cases, not functions anyone reads as one operation.
        const isTestBlock =
          isTest && ts.isCallExpression(node.parent) && /^(describe|it|test)\b/.test(functionName(node));
        if (!isTestBlock) {
          functions.push({
            file,
            line: start + 1,
            name: functionName(node),
            lines: end - start + 1,
            jsx: containsJsx(node),
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
}

functions.sort((a, b) => b.lines - a.lines);
files.sort((a, b) => b.lines - a.lines);
const tooLong = functions.filter((f) => f.lines > JSX_LIMIT || (f.lines > LIMIT && !f.jsx));
const tooLongFiles = files.filter((f) => f.lines > FILE_LIMIT);

const show = (f) => `  ${String(f.lines).padStart(4)}  ${f.file}:${f.line} ${f.name}${f.jsx ? ' (renders JSX)' : ''}`;
console.log(`${functions.length} functions in ${files.length} files; longest:`);
for (const f of functions.slice(0, reportOnly ? 25 : 5)) console.log(show(f));
console.log(
  `over ${LIMIT} lines: ${functions.filter((f) => f.lines > LIMIT).length} (${functions.filter((f) => f.lines > LIMIT && f.jsx).length} render JSX)`,
);
console.log(`longest files:`);
for (const f of files.slice(0, reportOnly ? 15 : 3)) console.log(`  ${String(f.lines).padStart(4)}  ${f.file}`);

if (!reportOnly && (tooLong.length > 0 || tooLongFiles.length > 0)) {
  console.error(
    `\nOver the limits (functions ${LIMIT} lines, ${JSX_LIMIT} when rendering JSX; files ${FILE_LIMIT} lines):`,
  );
  for (const f of tooLong) console.error(show(f));
  for (const f of tooLongFiles) console.error(`  ${String(f.lines).padStart(4)}  ${f.file}`);
  process.exit(1);
}
