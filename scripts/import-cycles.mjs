// Import cycles among our own modules, type-only imports included (import-x/no-cycle skips `import type`, and this
// version of it has no option to count them). Reads every file of server/src and web/src with TypeScript's own
// import scanner and resolver, finds strongly connected components, and fails when any has more than one module.
// Run by `npm run lint`.
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');
const projects = [
  { tsconfig: 'server/tsconfig.json', dir: 'server/src' },
  { tsconfig: 'web/tsconfig.json', dir: 'web/src' },
];

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

let cycles = 0;
let modules = 0;
for (const project of projects) {
  const configPath = join(root, project.tsconfig);
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, join(configPath, '..'));
  const files = sourceFiles(join(root, project.dir));
  const inside = new Set(files);
  const edges = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file), true, true);
    const targets = new Set();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName;
      if (resolved && inside.has(resolved)) targets.add(resolved);
    }
    edges.set(file, targets);
  }
  modules += files.length;
  // Tarjan's strongly connected components, iteratively.
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  for (const start of files) {
    if (indexOf.has(start)) continue;
    const work = [[start, [...edges.get(start)], 0]];
    indexOf.set(start, index);
    low.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, next] = frame;
      if (frame[2] < next.length) {
        const target = next[frame[2]++];
        if (!indexOf.has(target)) {
          indexOf.set(target, index);
          low.set(target, index++);
          stack.push(target);
          onStack.add(target);
          work.push([target, [...edges.get(target)], 0]);
        } else if (onStack.has(target)) {
          low.set(node, Math.min(low.get(node), indexOf.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === indexOf.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1) {
          cycles++;
          console.error(`Import cycle (type-only imports included) among ${component.length} modules:`);
          for (const file of component.sort()) console.error(`  ${relative(root, file)}`);
        }
      }
    }
  }
}
if (cycles > 0) {
  console.error(`${cycles} import cycle(s). Move what both sides need into a module of its own.`);
  process.exit(1);
}
console.log(`import-cycles: 0 cycles among ${modules} modules (type-only imports included).`);
