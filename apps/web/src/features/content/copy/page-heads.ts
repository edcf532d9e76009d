// Each content page's own <title> (before " — MemeTank") and meta description. The documentation
// sub-pages take theirs from docs-pages.ts, the privacy policy and the terms from their documents.
import { PITCH_DECK_SLIDES } from '@memetank/shared/constants';
import { FEE, num } from './figures';

export interface PageHead {
  title: string;
  description: string;
}

export const HOW_IT_WORKS_HEAD: PageHead = {
  title: 'How It Works',
  description: `How MemeTank works for investors and creators: review before listing, SOL held in escrow until the deadline, all-or-nothing settlement and a ${FEE} fee only on success.`,
};

export const SECURITY_HEAD: PageHead = {
  title: 'Security & Safety',
  description:
    'What protects your wallet and your SOL on MemeTank today, what is tested, what is still planned, and the risks of investing in meme coins.',
};

export const DOCUMENTATION_HEAD: PageHead = {
  title: 'Documentation',
  description:
    'Guides for investors and creators on MemeTank, the rules behind every campaign, the FAQ and the API reference.',
};

export const PITCH_DECK_HEAD: PageHead = {
  title: 'Pitch Deck',
  description: `MemeTank in ${num(PITCH_DECK_SLIDES)} slides: the problem, the product, the business model, what is built and what is planned.`,
};

/** The documentation sub-pages: "Getting Started · Documentation — MemeTank". */
export function docsPageTitle(title: string): string {
  return `${title} · Documentation`;
}
