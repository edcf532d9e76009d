// How the home list searches and sorts, for the Getting Started page. The Trending formula is the
// server's (docs/decisions/025-trending-formula.md): change both together.
import { PROJECT_SORT_LABELS, type ProjectSort } from '@memetank/shared/constants';

/** The formula line of decision record 025, word for word. */
export const TRENDING_FORMULA =
  'Trending score = log10(1 + likes + 2 × comments + 3 × investors + raised SOL or USDC) + (seconds since 1970 at submission) ÷ 45,000';

export const TRENDING_FORMULA_MEANING =
  'Every 12.5 hours (45,000 seconds) of age cost a project a factor of ten in activity: a project submitted 12.5 hours after another needs only a tenth of its likes, comments and funding to rank beside it. A comment counts twice a like and an investor three times; the logarithm makes the first signs of interest count the most.';

export const PROJECT_SORTS: readonly { key: ProjectSort; label: string; order: string }[] = [
  {
    key: 'trending',
    label: PROJECT_SORT_LABELS.trending,
    order:
      'The default. Running campaigns first, then those that have ended; within each, activity for its age: likes, comments, investors and the SOL or USDC raised (a USDC counts like a SOL), weighed against how long ago the project was submitted (formula below).',
  },
  {
    key: 'newest',
    label: PROJECT_SORT_LABELS.newest,
    order: 'The most recently submitted projects first.',
  },
  {
    key: 'ending-soon',
    label: PROJECT_SORT_LABELS['ending-soon'],
    order:
      'Running campaigns by deadline, the nearest first; campaigns that have already ended come after them, the most recently ended first.',
  },
  {
    key: 'most-funded',
    label: PROJECT_SORT_LABELS['most-funded'],
    // The server's order (per-currency groups): SOL and USDC amounts are never compared.
    order:
      'USDC campaigns first, the most USDC raised first; then SOL campaigns, the most SOL raised first. Amounts in different currencies are never compared.',
  },
];

export const PROJECT_LIST_NOTES = [
  'Only approved projects are listed. The search box matches project names and descriptions, ignoring upper and lower case.',
  'The list shows a page of projects at a time and loads the next one as you scroll (or press Load more).',
  'Your search, sort and grid or list view are kept in the page address: bookmark or share it and the same list comes back.',
];
