// What the web build's tree-shaking may take for free of side effects, beside its own analysis.
//
// packages/shared builds its API schemas with zod at module level; the app mostly imports the
// constants beside them. Calls on `Zod` (zod's `z`, imported under that name) and on `userText` (a
// schema's text field) have no side effects, so unused schemas, and zod itself, stay out of the
// home page's bundle and the detail page's first load (about 25 KB gzipped each).
//
// The bundler takes these names for pure in every module it bundles, dependencies included, so each
// must be a name only our code calls: lightweight-charts' minified code has a function `z` (it
// clears the chart's canvas before each frame), and while zod was imported as `z` the build dropped
// those calls; zod's own code calls methods on a variable named `zod`. vite-tree-shaking.test.ts
// checks that every dependency the app ships bundles the same with these names as without
// (docs/decisions/064-pure-calls-by-our-names-only.md).
export const treeshake = { manualPureFunctions: ['Zod', 'userText'] };
