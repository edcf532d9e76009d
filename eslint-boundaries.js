// A small ESLint rule for the import boundaries (docs/decisions/019): it resolves each import
// (relative or through the web app's "@/" alias) and refuses one that crosses a boundary:
// a web feature reaching into another feature or the app shell, UI primitives or lib reaching
// into features or the app, shared into the apps; and on the server, any import against the
// layer direction: composition root (app.ts, main.ts, services.ts, app-types.ts, config.ts,
// plugins/) -> modules/ (one HTTP area each, never each other) and jobs/ (never a module) ->
// domain (escrow/, projects/, auth/, market/, demo/, notifications/) -> adapters (chain/, db/,
// realtime/, storage/) -> lib/, never back; escrow/ only through its index; no drizzle-orm in a
// module's routes.ts (SQL lives in queries.ts); no money table queried outside escrow/; the
// escrow's SQL only in its own queries.ts (its other files import neither drizzle-orm nor a
// table but as a type); and every folder of apps/server/src has a layer here, so no file's
// imports go unchecked.
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
const webSrc = resolve(root, 'apps/web/src');
const serverSrc = resolve(root, 'apps/server/src');
const serverModules = resolve(serverSrc, 'modules');

const SERVER_LAYERS = {
  // The composition root's plugins (app.ts registers them in a fixed order).
  plugins: 'root',
  modules: 'module',
  // Periodic jobs: like a module, run by time instead of HTTP.
  jobs: 'job',
  escrow: 'domain',
  projects: 'domain',
  auth: 'domain',
  market: 'domain',
  demo: 'domain',
  notifications: 'domain',
  chain: 'adapter',
  db: 'adapter',
  realtime: 'adapter',
  storage: 'adapter',
  lib: 'lib',
};
/**
 * The composition root: it builds and wires everything, and only it imports these (custody-cli is
 * the custody rotation command's entry point, docs/decisions/081-custody-rotation.md).
 */
const WIRING_FILES = new Set(['app', 'main', 'services', 'custody-cli']);
const ROOT_FILES = new Set([...WIRING_FILES, 'app-types', 'config']);

/** The server layer of a file under apps/server/src, by its first folder (or a root file). */
function serverLayer(path) {
  const area = areaUnder(serverSrc, path);
  if (area === null) return null;
  const name = area.replace(/\.(ts|js|mjs)$/, '');
  if (area === relative(serverSrc, path) && ROOT_FILES.has(name)) return 'root';
  return SERVER_LAYERS[area] ?? null;
}

/** The tables that hold money: only src/escrow (and db/, which defines them) queries them. */
const MONEY_TABLES = new Set([
  'userInvestments',
  'investmentIntents',
  'claimableFunds',
  'campaignSettlements',
  'escrowLedger',
]);

/** Why `node` (an import) reads a money table outside src/escrow, or null. Type imports may. */
function moneyTableImport(file, node) {
  if (node.type !== 'ImportDeclaration' || node.importKind === 'type') return null;
  if (/\.test\.ts$/.test(file) || serverLayer(file) === null) return null;
  const area = areaUnder(serverSrc, file);
  if (area === 'escrow' || area === 'db') return null;
  const target = resolveImport(file, node.source.value);
  if (!target || relative(serverSrc, target).replace(/\.ts$/, '') !== join('db', 'schema')) {
    return null;
  }
  const tables = node.specifiers
    .filter((specifier) => specifier.type === 'ImportSpecifier' && specifier.importKind !== 'type')
    .map((specifier) => specifier.imported.name)
    .filter((name) => MONEY_TABLES.has(name));
  if (tables.length === 0) return null;
  return `${tables.join(', ')}: money tables are queried only in src/escrow; read them through escrow/index.ts.`;
}

/**
 * Why `node` (an import or re-export) puts SQL in a file of src/escrow other than queries.ts, or
 * null: the money files keep the rules and the order of operations, every statement is a named
 * function of queries.ts. A table may be imported as a type (its row types).
 */
function escrowSqlImport(file, node) {
  if (/\.test\.ts$/.test(file) || areaUnder(serverSrc, file) !== 'escrow') return null;
  if (relative(resolve(serverSrc, 'escrow'), file).replace(/\.ts$/, '') === 'queries') return null;
  const source = node.source?.value;
  if (typeof source !== 'string') return null;
  if (/^drizzle-orm(\/|$)/.test(source)) {
    return "The escrow's SQL lives in escrow/queries.ts: no drizzle-orm in its other files.";
  }
  const target = resolveImport(file, source);
  if (!target || relative(serverSrc, target).replace(/\.ts$/, '') !== join('db', 'schema')) {
    return null;
  }
  const kind = node.type === 'ImportDeclaration' ? node.importKind : node.exportKind;
  if (kind === 'type') return null;
  const values = (node.specifiers ?? []).filter(
    (specifier) => specifier.importKind !== 'type' && specifier.exportKind !== 'type',
  );
  if (node.type === 'ImportDeclaration' && values.length === 0 && node.specifiers.length > 0) {
    return null;
  }
  return "The escrow's SQL lives in escrow/queries.ts: its other files import the tables only as types.";
}

/** Why `file` has no server layer though it is under apps/server/src, or null. */
function missingLayer(file) {
  const area = areaUnder(serverSrc, file);
  if (area === null || serverLayer(file) !== null) return null;
  if (area === relative(serverSrc, file)) {
    return `${area} is not a composition-root file: put it in a layer's folder, or name it in ROOT_FILES of eslint-boundaries.js.`;
  }
  return `src/${area}/ has no layer: name it in SERVER_LAYERS of eslint-boundaries.js (and in docs/architecture.md's layer table), so its imports are checked.`;
}

/** The root file `path` names ('app', 'app-types', ...), or null. */
function rootFile(path) {
  const rel = relative(serverSrc, path);
  if (rel.includes(sep)) return null;
  const name = rel.replace(/\.(ts|js|mjs)$/, '');
  return ROOT_FILES.has(name) ? name : null;
}

/** The layer rules of the server; null when the import keeps the direction. */
function serverViolation(file, source, target) {
  // A test next to the code wires what it needs, like the composition root does.
  if (/\.test\.ts$/.test(file)) return null;
  const fileLayer = serverLayer(file);
  if (fileLayer === null) return null;
  if (/^drizzle-orm(\/|$)/.test(source) && fileLayer === 'module' && /routes\.ts$/.test(file)) {
    return "A routes.ts is HTTP only: SQL and drizzle-orm live in the module's queries.ts.";
  }
  if (!target || areaUnder(serverSrc, target) === null) return null;
  const targetLayer = serverLayer(target);
  const targetRoot = rootFile(target);
  if (targetRoot && WIRING_FILES.has(targetRoot) && fileLayer !== 'root') {
    return 'Only the composition root imports app.ts, main.ts and services.ts.';
  }
  if (
    (fileLayer === 'domain' || fileLayer === 'adapter' || fileLayer === 'lib') &&
    (targetLayer === 'module' || targetLayer === 'job' || targetLayer === 'root')
  ) {
    return 'Domain folders, adapters and lib never import modules/, jobs/ or the composition root (app-types.ts, config.ts, ...): declare the narrow dependencies they need.';
  }
  if (
    (fileLayer === 'job' && targetLayer === 'module') ||
    (fileLayer === 'module' && targetLayer === 'job')
  ) {
    return 'Jobs and HTTP modules never import each other: what both need lives in a domain folder.';
  }
  if (fileLayer === 'adapter' && targetLayer === 'domain') {
    return 'Adapters (chain, db, realtime, storage) never import the domain folders (escrow, projects, auth, market, demo, notifications).';
  }
  if (fileLayer === 'lib' && targetLayer !== 'lib') {
    return 'lib/ holds generic helpers: it imports nothing but lib/.';
  }
  const escrowDir = resolve(serverSrc, 'escrow');
  if (areaUnder(serverSrc, file) !== 'escrow' && areaUnder(serverSrc, target) === 'escrow') {
    const inside = relative(escrowDir, target).replace(/\.(ts|js)$/, '');
    if (inside !== '' && inside !== 'index') {
      return 'Outside src/escrow, import the escrow only through its index (../escrow).';
    }
  }
  return null;
}

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
  const serverProblem = serverViolation(file, source, target);
  if (serverProblem) return serverProblem;
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
    docs: { description: 'Import boundaries between features, modules and server layers' },
  },
  create(context) {
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const message = violation(context.filename, source);
      if (message) context.report({ node: node.source, message });
      const money = moneyTableImport(context.filename, node);
      if (money) context.report({ node: node.source, message: money });
      const sql = escrowSqlImport(context.filename, node);
      if (sql) context.report({ node: node.source, message: sql });
    };
    return {
      Program(node) {
        const message = missingLayer(context.filename);
        if (message) context.report({ node, message });
      },
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const boundaries = { rules: { 'import-boundaries': importBoundaries } };
