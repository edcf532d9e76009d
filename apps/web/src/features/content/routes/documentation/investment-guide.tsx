import {
  FIRST_INVESTMENT_SOL,
  PORTFOLIO_ADVICE,
  SUGGESTED_INVESTMENT_SIZES_SOL,
} from '@memetank/shared/constants';
import { ClipboardList, PieChart, Ruler, TriangleAlert } from 'lucide-react';
import { Callout } from '../../components/callout';
import { CheckList } from '../../components/check-list';
import { ContentSection } from '../../components/content-section';
import { DocsLayout } from '../../components/docs/docs-layout';
import { FactTable } from '../../components/fact-table';
import { FIRST_INVESTMENT, num, range, sol } from '../../copy/figures';

const {
  memeCoinSharePercent,
  memeCoinShareByProfilePercent: byProfile,
  memeCoinShareCapPercent,
  maxPercentPerProject,
  projectCount,
  themeCount,
} = PORTFOLIO_ADVICE;
const sizes = SUGGESTED_INVESTMENT_SIZES_SOL;

// A worked example: a moderate investor at the top of the band, with the largest single position.
const EXAMPLE_PORTFOLIO_SOL = 100;
const exampleBudget = (EXAMPLE_PORTFOLIO_SOL * byProfile.moderate.max) / 100;
const examplePerProject = (exampleBudget * maxPercentPerProject) / 100;

const allocationRows = [
  [
    'Conservative',
    range(byProfile.conservative, '%'),
    'You are new to crypto or need this money within a few years.',
  ],
  [
    'Moderate',
    range(byProfile.moderate, '%'),
    'You have held crypto through a downturn and follow the projects you back.',
  ],
  [
    'Aggressive',
    range(byProfile.aggressive, '%'),
    'You trade actively and would not change your plans if this share went to zero.',
  ],
] as const;

const sizingRows = [
  [
    'Conservative',
    range(sizes.conservative, 'SOL'),
    'Most investments, and any project rated High risk.',
  ],
  [
    'Moderate',
    range(sizes.moderate, 'SOL'),
    'Projects you have researched with the full checklist below.',
  ],
  [
    'Aggressive',
    range(sizes.aggressive, 'SOL'),
    'Only strong conviction, only within your per-project limit.',
  ],
  [
    'First investments',
    range(FIRST_INVESTMENT_SOL, 'SOL'),
    'Your first few campaigns, while you learn how they settle.',
  ],
] as const;

const checklist = {
  'The token': [
    'The mint address on MemeTank matches the one on the creator’s own website and social accounts.',
    'The token’s market data and holders look plausible on a block explorer: no single wallet holding most of the supply.',
    'The project page shows the investors’ tokens held in escrow, and how they relate to the total supply. A live mint authority (shown as a risk) means more tokens can be minted.',
  ],
  'The team': [
    'The creator wallet has a history you can inspect, not a wallet created yesterday.',
    'The team’s social accounts are older than the campaign and post about more than the token.',
    'Someone answers questions in the comments, and the answers are specific.',
  ],
  'The plan': [
    'The pitch says what the raised SOL pays for, not only that the price will go up.',
    'The funding goal fits the plan: a large goal needs a large, concrete plan.',
    'The risk level the creator chose matches what you read.',
  ],
  'Red flags': [
    'Promises of guaranteed returns, or pressure to invest before a countdown ends.',
    'Links to a different token, a different website or a wallet “support” chat.',
    'Comments that are all praise and all recent, or questions that disappear.',
  ],
} as const;

export default function InvestmentGuideRoute() {
  return (
    <DocsLayout
      slug="investment-guide"
      description="How much to put into meme coins, how to spread it over projects, what to check before each investment and how big each one should be."
    >
      <ContentSection id="risk-warning" title="Risk warning" icon={TriangleAlert}>
        <Callout tone="warning" title="Meme coins can go to zero">
          <p>
            Most meme coins lose most of their value, and some lose all of it within days. A review
            on MemeTank checks that a submission is complete and plausible; it does not make a
            project safe. Invest only what you can afford to lose in full, and treat everything on
            this page as education, not financial advice.
          </p>
        </Callout>
      </ContentSection>

      <ContentSection
        id="allocation"
        title="Allocation framework"
        icon={PieChart}
        lead={`Decide the total first. For most people that is ${range(memeCoinSharePercent, '%')} of their whole portfolio in meme coins.`}
      >
        <FactTable
          caption="Meme-coin share of the whole portfolio by risk profile"
          columns={['Profile', 'Share of portfolio', 'Suits you if']}
          rows={allocationRows}
        />
        <div className="mt-6 grid gap-4 sm:grid-cols-3">
          <div className="rounded-xl border bg-card p-5">
            <p className="text-2xl font-bold">{maxPercentPerProject}%</p>
            <p className="mt-1 text-sm text-muted-foreground">
              The most of your meme-coin budget to put into any one project.
            </p>
          </div>
          <div className="rounded-xl border bg-card p-5">
            <p className="text-2xl font-bold">{range(projectCount)}</p>
            <p className="mt-1 text-sm text-muted-foreground">
              Projects to spread the budget over, so one failure does not sink it.
            </p>
          </div>
          <div className="rounded-xl border bg-card p-5">
            <p className="text-2xl font-bold">{range(themeCount)}</p>
            <p className="mt-1 text-sm text-muted-foreground">
              Different themes (animals, AI, gaming, culture…), because trends rise and fall
              together.
            </p>
          </div>
        </div>
        <div className="mt-6 grid gap-4">
          <Callout tone="tip" title={`The ${memeCoinShareCapPercent}% rule`}>
            <p>
              Never put more than {memeCoinShareCapPercent}% of your portfolio into meme coins. The
              aggressive band goes above that line and is only for experienced traders who have
              decided, in advance and in writing, that they can lose all of it.
            </p>
          </Callout>
          <Callout title="A worked example">
            <p>
              With {sol(EXAMPLE_PORTFOLIO_SOL)} in total, a moderate investor at the top of the band
              sets aside {sol(exampleBudget)} for meme coins. No single project gets more than{' '}
              {maxPercentPerProject}% of that, {sol(examplePerProject)}, and the budget is spread
              over at least {num(projectCount.min)} projects in {num(themeCount.min)} or more
              themes.
            </p>
          </Callout>
        </div>
      </ContentSection>

      <ContentSection
        id="due-diligence"
        title="Due-diligence checklist"
        icon={ClipboardList}
        lead="Run through this list before every investment. If you cannot tick most of it, wait."
      >
        <div className="grid gap-4 md:grid-cols-2">
          {Object.entries(checklist).map(([group, items]) => (
            <div key={group} className="rounded-xl border bg-card p-5">
              <h3 className="mb-3 font-semibold">{group}</h3>
              <CheckList items={items} />
            </div>
          ))}
        </div>
      </ContentSection>

      <ContentSection
        id="sizing"
        title="Sizing guide"
        icon={Ruler}
        lead={`How much to put into a single investment. For your first few, stay within ${FIRST_INVESTMENT}.`}
      >
        <FactTable
          caption="Suggested size of a single investment"
          columns={['Style', 'Per investment', 'When it fits']}
          rows={sizingRows}
        />
        <p className="mt-4 text-sm text-muted-foreground">
          These sizes are a ceiling, not a target: whichever is smaller wins, the size above or{' '}
          {maxPercentPerProject}% of your meme-coin budget.
        </p>
      </ContentSection>
    </DocsLayout>
  );
}
