// /project/{id}: one project with its funding over time, backers, token market (and its price chart
// when it has trades), comments, creator updates and related projects. The page works without
// market data: a token the providers do not know simply shows no market figures.
import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useParams } from '@/lib/router/router';
import { AfterFirstPaint } from '@/components/after-first-paint';
import { PageContainer } from '@/components/page-container';
import { tokenSymbol, useToken } from '@/lib/tokens';
import { useProject } from '../api/get-project';
import { useRelatedProjects } from '../api/get-related-projects';
import { AboutProject } from '../components/detail/about-project';
import { BondingCurveCard } from '../components/detail/bonding-curve-card';
import { DetailSkeleton } from '../components/detail/detail-skeleton';
import { FundingProgressCard } from '../components/detail/funding-progress-card';
import { hasMarket } from '../components/detail/market-figures';
import { InvestBox } from '../components/detail/invest-box';
import { ProjectDetailsCard } from '../components/detail/project-details-card';
import { ProjectHeader } from '../components/detail/project-header';
import { ProjectNotFound } from '../components/detail/project-not-found';
import { SocialLinks } from '../components/detail/social-links';
import { TokenMarketPanel } from '../components/detail/token-market-panel';
import { useProjectEvents } from '../hooks/use-project-events';

// The carousel (and Embla under it) closes the page, below the fold: its code follows the page's
// instead of holding up the first paint. It shows nothing until its projects are there anyway.
const RelatedProjectsCarousel = lazy(async () => ({
  default: (await import('../components/detail/related-projects-carousel')).RelatedProjectsCarousel,
}));

// The chart cards come after the first paint (docs/decisions/050): their code is not in the page's
// first load. Until then an empty card holds their room. Each card's wrapper reserves the tallest
// the card gets at each width and stretches the card to it, so nothing moves when the card comes:
// its chart box has a fixed height, but its description and the chart's credit wrap (measured from
// 320 to 1920 px: funding 460 px below 640 px wide and 404 above, price 380 and 344). In rem, so a
// larger font keeps the room big enough.
const FundingChartCard = lazy(async () => ({
  default: (await import('../components/detail/funding-chart-card')).FundingChartCard,
}));
const PriceChartCard = lazy(async () => ({
  default: (await import('../components/detail/price-chart-card')).PriceChartCard,
}));
const cardRoom = <div aria-hidden="true" className="rounded-xl border bg-card shadow-sm" />;

// The backers, the latest trades and the community tabs (comments and updates, with their forms)
// sit below the first screen on every width (from y = 1,270 px at 1280x900, 2,500 px at 390x844):
// their code and their requests come after the first paint too (docs/decisions/058-wallet-on-demand.md).
// Until then an empty card about the height of the section's loading state holds a place; below
// the first screen, the difference moves nothing the reader sees.
const BackersList = lazy(async () => ({
  default: (await import('../components/detail/backers-list')).BackersList,
}));
const LatestTransactions = lazy(async () => ({
  default: (await import('../components/detail/latest-transactions')).LatestTransactions,
}));
const sectionRoom = (height: string) => (
  <div aria-hidden="true" className={`rounded-xl border bg-card shadow-sm ${height}`} />
);
const ProjectCommunity = lazy(async () => ({
  default: (await import('../components/detail/project-community')).ProjectCommunity,
}));

export default function ProjectDetailRoute() {
  const { id = '' } = useParams();
  return (
    <PageContainer className="space-y-6">
      <Link
        to="/"
        className="inline-flex items-center gap-1.5 text-sm text-muted-foreground transition-colors hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> All projects
      </Link>
      {/* A new id starts from a fresh page (transactions shown, invest amount, comment draft). */}
      <ProjectDetail key={id} id={id} />
    </PageContainer>
  );
}

function ProjectDetail({ id }: { id: string }) {
  const project = useProject(id);
  const market = useToken(project.data?.tokenAddress);
  const related = useRelatedProjects(id);
  // One stream for the page (live comments, updates and funding), once the project is there to update.
  useProjectEvents(project.data ? id : null);

  if (project.isPending) return <DetailSkeleton />;
  if (project.isError) {
    return (
      <>
        <title>Project Not Found | MemeTank</title>
        <ProjectNotFound />
      </>
    );
  }

  const data = project.data;
  const marketLoading = market.isPending && market.fetchStatus !== 'idle';
  return (
    <>
      <title>{`${data.name} | MemeTank`}</title>
      {/* One column on phones, ordered so the invest box comes right after the header; two
          columns (content and sidebar) from lg up, where the order classes no longer matter. */}
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-3 lg:items-start">
        <div className="contents lg:col-span-2 lg:block lg:min-w-0 lg:space-y-6">
          <div className="order-1">
            <ProjectHeader
              project={data}
              token={market.data?.token}
              isMarketLoading={marketLoading}
            />
          </div>
          <div className="order-4">
            <AboutProject project={data} />
          </div>
          <div className="order-5 grid min-h-[28.75rem] sm:min-h-[25.25rem]">
            <AfterFirstPaint placeholder={cardRoom}>
              <FundingChartCard project={data} />
            </AfterFirstPaint>
          </div>
          <div className="order-6">
            <AfterFirstPaint placeholder={sectionRoom('h-64')}>
              <BackersList projectId={data.id} />
            </AfterFirstPaint>
          </div>
          <div className="order-7">
            <TokenMarketPanel market={market.data} isLoading={marketLoading} />
          </div>
          <div className="order-8 grid min-h-[23.75rem] empty:hidden sm:min-h-[21.5rem]">
            {market.data?.trades.length ? (
              <AfterFirstPaint placeholder={cardRoom}>
                <PriceChartCard trades={market.data.trades} symbol={tokenSymbol(market.data)} />
              </AfterFirstPaint>
            ) : null}
          </div>
          <div className="order-10">
            <AfterFirstPaint placeholder={sectionRoom('h-72')}>
              <LatestTransactions
                trades={market.data?.trades}
                isLoading={marketLoading}
                noMarket={market.data ? !hasMarket(market.data.token) : false}
              />
            </AfterFirstPaint>
          </div>
          <div className="order-11">
            <AfterFirstPaint placeholder={<div aria-hidden="true" className="h-80" />}>
              <ProjectCommunity
                projectId={data.id}
                creatorWallet={data.creatorWallet}
                isApproved={data.status === 'approved'}
              />
            </AfterFirstPaint>
          </div>
        </div>
        <aside
          className="contents lg:block lg:min-w-0 lg:space-y-6"
          aria-label="Invest and project facts"
        >
          <div className="order-2">
            <InvestBox project={data} />
          </div>
          <div className="order-9">
            <BondingCurveCard token={market.data?.token} isLoading={marketLoading} />
          </div>
          <div className="order-3">
            <FundingProgressCard project={data} />
          </div>
          <div className="order-12 empty:hidden">
            <SocialLinks project={data} />
          </div>
          <div className="order-13">
            <ProjectDetailsCard project={data} />
          </div>
        </aside>
      </div>
      <Suspense fallback={null}>
        <RelatedProjectsCarousel projects={related.data ?? []} />
      </Suspense>
    </>
  );
}
