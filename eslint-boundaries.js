// A small ESLint rule for the import boundaries of ARCHITECTURE.md: it resolves each import
// (relative or through the web app's "@/" alias) and refuses one that crosses a boundary:
// a web feature reaching into another feature or the app shell, UI primitives or lib reaching
// into features or the app, a server module reaching into another module, shared into the apps.
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
const webSrc = resolve(root, 'apps/web/src');
const serverModules = resolve(root, 'apps/server/src/modules');

/** The first folder under `base` that `path` is in, or null when it is not under `base`. */
function areaUnder(base, path) {
  const rel = relative(base, path);
  if (rel === '' || rel.startsWith('..') || rel.startsWith(sep)) return null;
  return rel.split(sep)[0] ?? null;
}

function resolveImport(file, source) {
  if (source.startsWith('@/')) return resolve(webSrc, source.slice(2));
  if (source.startsWith('.')) return resolve(dirname(file), source);
  return null;
}

function violation(file, source) {
  if (/^@memetank\/(server|web)/.test(source) && !file.startsWith(resolve(root, 'apps/web/e2e'))) {
    if (file.startsWith(resolve(root, 'packages/shared')))
      return 'packages/shared never imports the apps.';
    if (source.startsWith('@memetank/web') && file.startsWith(resolve(root, 'apps/server'))) {
      return 'The server never imports the web app.';
    }
  }
  const target = resolveImport(file, source);
  if (!target) return null;
  const fileArea = areaUnder(webSrc, file);
  const targetArea = areaUnder(webSrc, target);
  if (fileArea === 'features') {
    const own = areaUnder(resolve(webSrc, 'features'), file);
    if (targetArea === 'app') return 'Features do not import the app shell.';
    if (targetArea === 'features' && areaUnder(resolve(webSrc, 'features'), target) !== own) {
      return 'Features never import each other: move shared code to src/lib, src/components or packages/shared.';
    }
  }
  if (
    (fileArea === 'components' || fileArea === 'lib') &&
    (targetArea === 'features' || targetArea === 'app')
  ) {
    return 'UI primitives and lib know nothing of the product: they never import features or the app.';
  }
  const fileModule = areaUnder(serverModules, file);
  const targetModule = areaUnder(serverModules, target);
  if (fileModule && targetModule && fileModule !== targetModule) {
    return 'Server modules never import each other: move shared code out of src/modules.';
  }
  return null;
}

const importBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    docs: { description: 'Import boundaries between features and modules' },
  },
  create(context) {
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const message = violation(context.filename, source);
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const boundaries = { rules: { 'import-boundaries': importBoundaries } };
