#!/usr/bin/env node
// `npm run check:doc-references`: every document a code comment cites is in this repository.
// Reads the comments (not the strings) of the .ts, .tsx, .js, .mjs and .css files under apps/,
// packages/, scripts/ and bench/, of eslint*.js and of the shell scripts in .ci/, and fails on:
// - a document that lives outside the repository (the names in OUTSIDE_DOCUMENTS below);
// - a phrase citing "the spec" as a document: a comment states the rule itself, or cites a file
//   of the repository that states it (a test file named *.spec.ts and an identifier such as
//   `specs` are not citations);
// - a repository path (`docs/security.md`, `src/escrow/index.ts`, `./lib.mjs`) or a decision
//   (`docs/decisions/036`, "decision 036") that does not exist. A path is looked up from the
//   repository root, from the commenting file's folder and from its workspace package's folder
//   and that package's src/ (`escrow/index.ts` in a comment of apps/server).
// The Markdown files in docs/ and every README.md are checked for links to missing files.
// Prints one line per dead reference (file:line: reference, why), then the count per top folder;
// exits 1 when there is any.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Folders never read: installed packages, builds and the outputs of test runs (git ignores them
 * wherever they are) and the benchmark's results.
 */
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  '.git',
  'data',
  'coverage',
  'test-results',
  'playwright-report',
  '.test-output',
]);
const SKIPPED_PATHS = new Set(['bench/results']);
const CODE_ROOTS = ['apps', 'packages', 'scripts', 'bench', '.ci'];
const CODE_EXTENSIONS = new Set(['.ts', '.tsx', '.js', '.mjs', '.cjs', '.css']);

/** Documents that are not in this repository, so a reader of the repository cannot follow them. */
const OUTSIDE_DOCUMENTS =
  /ARCHITECTURE\.md|STYLE\.md|DEVELOPERS\.md|product[- ]spec|\.\.\/shared\//g;

/**
 * "The spec" cited as a document: "the spec", "the spec's", "per spec", "(spec)", "spec section
 * 3". Not `*.spec.ts`, `specs`, `spec.from` or `TransferSpec`.
 */
const SPEC_CITATIONS =
  /\b(?:the|per|this|that) spec\b(?![.\w-])|\bspec(?:'|\u2019)s\b|\(spec\)|\bspec sections?\b/gi;

const FILE_EXTENSIONS =
  'md|mdx|ts|tsx|mts|cts|js|mjs|cjs|json|css|html|sql|sh|ya?ml|txt|svg|png|jpe?g|webp|ico|toml';
/**
 * A path of the repository in prose: folders then a file with a known extension (`a/b/c.ts`,
 * `./lib.mjs`, `../x.md`), or a bare Markdown file (`README.md`). Never the tail of a URL or of
 * an absolute path, never a path with a placeholder (`modules/<area>/routes.ts`) or a glob.
 */
const PATH_REFERENCE = new RegExp(
  String.raw`(?<![\w@.\/<>*{}$~:\\-])((?:\.{1,2}\/)*(?:[\w@-][\w@.-]*\/)*[\w@-][\w@.-]*\.(?:${FILE_EXTENSIONS}))(?![\w\/*<>{}-])`,
  'g',
);
/** `docs/decisions/036` or `docs/decisions/036-escrow-vault....md`. */
const DECISION_PATH = /\bdocs\/decisions\/(\d{3})(-[\w.-]*)?/g;
/** "decision 036", "decisions 036 and 044": the numbers must be records in docs/decisions. */
const DECISION_WORDS = /\bdecisions? ((?:\d{3})(?:(?:, | and | or )\d{3})*)\b/gi;

/** Paths in prose that are outputs, not sources: they exist only after a build or a run. */
const GENERATED =
  /(^|\/)(dist|node_modules|\.test-output|test-results|playwright-report|coverage)\/|^bench\/results\//;

/** This check and its test: their comments show the patterns they look for. */
const SELF = new Set(['scripts/check-doc-references.mjs', 'scripts/check-doc-references.test.mjs']);

/**
 * @typedef {{ line: number, text: string }} Comment
 * @typedef {{ file: string, line: number, reference: string, why: string }} DeadReference
 */

/**
 * The comments of a JS/TS file, found by TypeScript's parser so that strings, template literals,
 * regular expressions and JSX text are never taken for comments.
 * @param {string} file
 * @param {string} text
 * @returns {Comment[]}
 */
function scriptComments(file, text) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  /** @type {Map<number, Comment>} */
  const comments = new Map();
  /** @param {ts.CommentRange[] | undefined} ranges */
  const add = (ranges) => {
    for (const range of ranges ?? []) {
      if (comments.has(range.pos)) continue;
      const { line } = source.getLineAndCharacterOfPosition(range.pos);
      comments.set(range.pos, { line: line + 1, text: text.slice(range.pos, range.end) });
    }
  };
  // Every comment is trivia around a token: the leading trivia from the line after the token
  // before, the trailing trivia on that token's own line. Tokens are the leaves of the tree.
  /** @param {ts.Node} node */
  const visit = (node) => {
    const children = node.getChildren(source);
    if (children.length > 0) {
      for (const child of children) visit(child);
      return;
    }
    // JSX text is shown on the page: "// x" there is text, not a comment.
    if (node.kind === ts.SyntaxKind.JsxText) return;
    add(ts.getTrailingCommentRanges(text, node.getFullStart()));
    add(ts.getLeadingCommentRanges(text, node.getFullStart()));
  };
  add(ts.getLeadingCommentRanges(text, 0));
  visit(source);
  return [...comments.values()].sort((a, b) => a.line - b.line);
}

/**
 * The comments of a CSS file (`/* ... *\/`), strings skipped.
 * @param {string} text
 * @returns {Comment[]}
 */
function cssComments(text) {
  /** @type {Comment[]} */
  const comments = [];
  const pattern = /"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|\/\*[\s\S]*?\*\//g;
  for (const match of text.matchAll(pattern)) {
    if (!match[0].startsWith('/*')) continue;
    comments.push({ line: lineAt(text, match.index), text: match[0] });
  }
  return comments;
}

/**
 * The comments of a shell script: from a `#` at the start of a word, outside quotes, to the end of
 * the line (the `#!` line excepted).
 * @param {string} text
 * @returns {Comment[]}
 */
function shellComments(text) {
  /** @type {Comment[]} */
  const comments = [];
  text.split('\n').forEach((content, index) => {
    if (index === 0 && content.startsWith('#!')) return;
    /** @type {string | null} */
    let quote = null;
    for (let i = 0; i < content.length; i += 1) {
      const char = content[i];
      if (quote) {
        if (char === '\\' && quote === '"') i += 1;
        else if (char === quote) quote = null;
      } else if (char === '\\') {
        i += 1;
      } else if (char === '"' || char === "'") {
        quote = char;
      } else if (char === '#' && (i === 0 || /\s/.test(content[i - 1] ?? ''))) {
        comments.push({ line: index + 1, text: content.slice(i) });
        return;
      }
    }
  });
  return comments;
}

/**
 * The comments of a file, by its kind.
 * @param {string} file a path relative to the repository root
 * @param {string} text
 * @returns {Comment[]}
 */
export function commentsOf(file, text) {
  const extension = extname(file);
  if (extension === '.css') return cssComments(text);
  if (CODE_EXTENSIONS.has(extension)) return scriptComments(file, text);
  return shellComments(text);
}

/** @param {string} text @param {number} index */
function lineAt(text, index) {
  let line = 1;
  for (let i = 0; i < index; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}

/**
 * The folder of the workspace package holding `file` (the nearest package.json), or the root.
 * @param {string} root @param {string} file
 */
function packageFolder(root, file) {
  for (let folder = dirname(file); folder !== '.' && folder !== ''; folder = dirname(folder)) {
    if (existsSync(join(root, folder, 'package.json'))) return folder;
  }
  return '.';
}

/**
 * Why `reference`, cited in `file`, is dead; undefined when it exists.
 * @param {string} root @param {string} file @param {string} reference
 * @param {string[]} [workspaces] the packages whose folders and src/ the path may start from
 * @returns {string | undefined}
 */
function missingPath(root, file, reference, workspaces = [packageFolder(root, file)]) {
  // `@scope/name.js` is a package of the registry, not a path.
  if (GENERATED.test(reference) || reference.startsWith('@')) return undefined;
  const bases = new Set(['.', dirname(file)]);
  for (const workspace of workspaces) bases.add(workspace).add(join(workspace, 'src'));
  for (const base of bases) {
    const target = resolve(root, base, reference);
    if (target.startsWith(root) && existsSync(target)) return undefined;
  }
  return 'no such file in the repository';
}

/** @param {string} root @param {string} number */
function decisionExists(root, number) {
  const folder = join(root, 'docs', 'decisions');
  return existsSync(folder) && readdirSync(folder).some((name) => name.startsWith(`${number}-`));
}

/**
 * The dead references in the comments of one file.
 * @param {string} root the repository root
 * @param {string} file a path relative to the root, with forward slashes
 * @param {string} text the file's content
 * @returns {DeadReference[]}
 */
export function deadReferencesInCode(root, file, text) {
  /** @type {DeadReference[]} */
  const dead = [];
  for (const comment of commentsOf(file, text)) {
    comment.text.split('\n').forEach((content, offset) => {
      const line = comment.line + offset;
      /** @param {string} reference @param {string} why */
      const report = (reference, why) => dead.push({ file, line, reference, why });
      for (const match of content.matchAll(OUTSIDE_DOCUMENTS)) {
        report(match[0], 'a document outside this repository');
      }
      for (const match of content.matchAll(SPEC_CITATIONS)) {
        report(match[0], 'cites the spec: state the rule, or cite a file of the repository');
      }
      for (const match of content.matchAll(DECISION_PATH)) {
        const [reference, number = '', rest] = match;
        if (rest?.endsWith('.md')) continue; // a full file name: checked as a path below
        if (!decisionExists(root, number)) report(reference, `no docs/decisions/${number}-*.md`);
      }
      for (const match of content.matchAll(DECISION_WORDS)) {
        for (const number of (match[1] ?? '').match(/\d{3}/g) ?? []) {
          if (!decisionExists(root, number)) report(match[0], `no docs/decisions/${number}-*.md`);
        }
      }
      for (const match of content.matchAll(PATH_REFERENCE)) {
        const reference = match[1] ?? '';
        if (!reference.includes('/') && !reference.endsWith('.md')) continue;
        if (reference.match(OUTSIDE_DOCUMENTS)) continue; // already reported
        const why = missingPath(root, file, reference);
        if (why) report(reference, why);
      }
    });
  }
  return dead;
}

/** The workspace packages' folders (package.json `workspaces`). @param {string} root */
function workspaceFolders(root) {
  try {
    const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    return Array.isArray(workspaces) ? workspaces.map(String) : [];
  } catch {
    return [];
  }
}

/**
 * The links of a Markdown file (`[text](target)`, `[label]: target`) to files that do not exist.
 * Web links, mail links and anchors within the page are not checked. The documents that describe
 * the code as it is (every Markdown file but the decision records, which keep the words of their
 * day) are also checked for repository paths in their prose and code spans (`a/b/c.ts`,
 * `docs/decisions/036`), as comments are; code blocks are examples and are not read.
 * @param {string} root @param {string} file @param {string} text
 * @returns {DeadReference[]}
 */
export function deadLinksInMarkdown(root, file, text) {
  /** @type {DeadReference[]} */
  const dead = [];
  const inline = /\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
  const definition = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm;
  // Links inside code blocks and code spans are examples, not links.
  const withoutBlocks = text.replace(/^(```|~~~)[\s\S]*?^\1/gm, (block) =>
    block.replace(/[^\n]/g, ' '),
  );
  const prose = withoutBlocks.replace(/`[^`\n]*`/g, (span) => ' '.repeat(span.length));
  for (const pattern of [inline, definition]) {
    for (const match of prose.matchAll(pattern)) {
      const target = match[1] ?? '';
      if (/^[a-z][a-z+.-]*:/i.test(target) || target.startsWith('#')) continue;
      const path = decodeURI(target.replace(/[#?].*$/, ''));
      if (!path) continue;
      const absolute = path.startsWith('/') ? join(root, path) : resolve(root, dirname(file), path);
      if (!existsSync(absolute)) {
        dead.push({
          file,
          line: lineAt(prose, match.index),
          reference: target,
          why: 'the link leads to no file in the repository',
        });
      }
    }
  }
  if (file.startsWith('docs/decisions/')) return dead;
  const workspaces = workspaceFolders(root);
  // Link targets were checked above.
  const paths = withoutBlocks
    .replace(inline, (link) => ' '.repeat(link.length))
    .replace(definition, (link) => link.replace(/[^\n]/g, ' '));
  paths.split('\n').forEach((content, index) => {
    /** @param {string} reference @param {string} why */
    const report = (reference, why) => dead.push({ file, line: index + 1, reference, why });
    for (const match of content.matchAll(DECISION_PATH)) {
      const [reference, number = '', rest] = match;
      if (rest?.endsWith('.md')) continue;
      if (!decisionExists(root, number)) report(reference, `no docs/decisions/${number}-*.md`);
    }
    for (const match of content.matchAll(PATH_REFERENCE)) {
      const reference = match[1] ?? '';
      // A bare name in a document is a file named near it (`latest.md` of the results), not a path.
      if (!reference.includes('/')) continue;
      const why = missingPath(root, file, reference, workspaces);
      if (why) report(reference, why);
    }
  });
  return dead;
}

/**
 * Every file under `folder` (relative to root), skipped folders left out.
 * @param {string} root @param {string} folder
 * @returns {string[]}
 */
function walk(root, folder) {
  const absolute = join(root, folder);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [folder];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    const path = folder === '.' ? entry.name : `${folder}/${entry.name}`;
    if (entry.isDirectory() && (SKIPPED_FOLDERS.has(entry.name) || SKIPPED_PATHS.has(path))) {
      return [];
    }
    if (entry.isDirectory()) return walk(root, path);
    return entry.isFile() ? [path] : [];
  });
}

/**
 * The files this check reads: code (comments) and Markdown (links).
 * @param {string} root
 */
export function filesToCheck(root) {
  const rootFiles = readdirSync(root).filter((name) => /^eslint.*\.js$/.test(name));
  const code = [
    ...rootFiles,
    ...CODE_ROOTS.flatMap((folder) =>
      walk(root, folder).filter(
        (path) => CODE_EXTENSIONS.has(extname(path)) || path.startsWith('.ci/'),
      ),
    ),
  ];
  const markdown = [
    ...walk(root, 'docs').filter((path) => path.endsWith('.md')),
    ...walk(root, '.').filter((path) => path.endsWith('README.md') && !path.startsWith('docs/')),
  ];
  return {
    code: code.filter((path) => !SELF.has(path)).sort(),
    markdown: [...new Set(markdown)].sort(),
  };
}

/**
 * Every dead reference of the repository at `root`.
 * @param {string} root
 * @returns {DeadReference[]}
 */
export function deadReferences(root) {
  const { code, markdown } = filesToCheck(root);
  return [
    ...code.flatMap((file) =>
      deadReferencesInCode(root, file, readFileSync(join(root, file), 'utf8')),
    ),
    ...markdown.flatMap((file) =>
      deadLinksInMarkdown(root, file, readFileSync(join(root, file), 'utf8')),
    ),
  ];
}

/** @param {DeadReference[]} dead */
export function report(dead) {
  const lines = dead.map(
    ({ file, line, reference, why }) => `${file}:${line}: "${reference}": ${why}`,
  );
  /** @type {Map<string, number>} */
  const perFolder = new Map();
  for (const { file } of dead) {
    const top = file.includes('/') ? `${file.split('/')[0]}/` : file;
    perFolder.set(top, (perFolder.get(top) ?? 0) + 1);
  }
  const counts = [...perFolder].map(([folder, count]) => `${folder} ${count}`).join(', ');
  lines.push(
    dead.length === 0
      ? 'Document references: none dead.'
      : `${dead.length} dead document reference(s): ${counts}.`,
  );
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = process.argv[2] ? resolve(process.argv[2]) : repoRoot.replace(/[\\/]$/, '');
  const dead = deadReferences(root);
  console.log(report(dead));
  process.exit(dead.length > 0 ? 1 : 0);
}
