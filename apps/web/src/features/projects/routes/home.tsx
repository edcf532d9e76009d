// Home: project discovery. The page header, then search, sort and the grid/list toggle over the
// approved projects, which the server searches, sorts and pages.
import { ArrowRight, Plus, Sparkles } from 'lucide-react';
import { Link } from '@/lib/router/router';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { ProjectList } from '../components/project-list';
import { ProjectListControls } from '../components/project-list-controls';
import { useProjectListParams } from '../hooks/use-project-list-params';

export default function HomeRoute() {
  const list = useProjectListParams();

  return (
    <>
      <section className="bg-hero-glow relative border-b">
        <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-12 text-center sm:px-6 sm:py-16">
          <Badge
            variant="outline"
            className="mb-5 gap-1.5 bg-background/60 px-3 py-1 backdrop-blur"
          >
            <Sparkles className="text-solana-purple" aria-hidden="true" />
            Shark Tank for Meme Coins
          </Badge>
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            <span className="text-brand-gradient">Discover Meme Coin Projects</span>
          </h1>
          <p className="mt-4 max-w-xl text-lg text-pretty text-muted-foreground sm:text-xl">
            Invest in the next viral meme coin or submit your own project
          </p>
          <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
            <Link to="/submit" className={buttonVariants({ size: 'lg' })}>
              <Plus aria-hidden="true" />
              Submit Project
            </Link>
            <Link to="/how-it-works" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              How It Works
              <ArrowRight aria-hidden="true" />
            </Link>
          </div>
        </div>
      </section>

      <section
        aria-label="Projects to discover"
        className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8"
      >
        <ProjectListControls {...list} />
        <ProjectList
          q={list.q}
          sort={list.sort}
          view={list.view}
          onClearSearch={() => list.setQuery('')}
        />
      </section>
    </>
  );
}
