// Slides 1-4: introduction, problem, solution, market opportunity.
import {
  Coins,
  Eye,
  Flame,
  Layers,
  Megaphone,
  SearchX,
  ShieldOff,
  Sparkles,
  Undo2,
  Users,
  Wallet,
  Zap,
} from 'lucide-react';
import { FEE, NETWORK_FEE } from '../../copy/figures';
import { Slide, SlidePoint } from './slide-layout';

export function IntroSlide() {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-6 py-6 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-gradient text-white shadow-lg">
        <Sparkles className="size-8" aria-hidden="true" />
      </span>
      <p className="text-sm font-semibold tracking-widest text-primary uppercase">Pitch deck</p>
      <h2 className="text-5xl font-black tracking-tight sm:text-6xl">
        <span className="text-brand-gradient">MemeTank</span>
      </h2>
      <p className="text-xl font-semibold sm:text-2xl">The Shark Tank for Meme Coins</p>
      <p className="max-w-xl text-pretty text-muted-foreground">
        The premier platform for discovering and funding the next viral meme coins on Solana:
        reviewed listings, all-or-nothing campaigns and a fee only when a project succeeds.
      </p>
      <ul className="flex flex-wrap justify-center gap-2 text-sm">
        {['Reviewed before listing', 'Refund if the goal is missed', `${FEE} only on success`].map(
          (chip) => (
            <li key={chip} className="rounded-full border bg-background/60 px-3 py-1">
              {chip}
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

export function ProblemSlide() {
  return (
    <Slide
      kicker="The problem"
      title="Meme coin launches are a lottery without a referee"
      lead="Anyone can launch a token in minutes. That freedom made meme coins huge, and it left investors and honest creators alone with the risk."
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <SlidePoint icon={ShieldOff} title="No vetting">
          Copycats and rug pulls launch as easily as real projects, and look the same on a chart.
        </SlidePoint>
        <SlidePoint icon={Flame} title="No safety net">
          When a launch fizzles, early buyers keep tokens nobody wants. There is no refund.
        </SlidePoint>
        <SlidePoint icon={SearchX} title="Scattered information">
          The pitch is on X, the token on an explorer, the team in a chat. Checking takes hours.
        </SlidePoint>
        <SlidePoint icon={Megaphone} title="Creators without a stage">
          Good ideas drown in noise, and building trust costs more than building the meme.
        </SlidePoint>
      </div>
    </Slide>
  );
}

export function SolutionSlide() {
  return (
    <Slide
      kicker="Our solution"
      title="A stage, a referee and a safety net"
      lead="MemeTank turns a token launch into a pitch: creators present, a reviewer checks, the community decides with its SOL."
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <SlidePoint icon={Eye} title="Reviewed listings">
          Every project is checked before it is listed. Automated screening and community votes come
          next.
        </SlidePoint>
        <SlidePoint icon={Undo2} title="All-or-nothing campaigns">
          The goal is reached and tokens are allocated pro rata, or every investor is refunded in
          full.
        </SlidePoint>
        <SlidePoint icon={Layers} title="Everything in one place">
          Pitch, token data, trades, funding progress and discussion on one page per project.
        </SlidePoint>
        <SlidePoint icon={Wallet} title="Wallet-native">
          Sign in with Phantom or any Wallet Standard wallet, no account or password. Keys never
          leave the wallet.
        </SlidePoint>
      </div>
    </Slide>
  );
}

export function MarketSlide() {
  return (
    <Slide
      kicker="Market opportunity"
      title="Solana is where meme coins are born"
      lead="Meme coins have become crypto’s most active retail market, and Solana its home. What the market lacks is not tokens, but a trustworthy way to choose among them."
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <SlidePoint icon={Zap} title="Cheap and fast">
          Transactions confirm in seconds for {NETWORK_FEE}, so small tickets and refunds make
          sense.
        </SlidePoint>
        <SlidePoint icon={Users} title="Community-driven">
          Meme coins live on attention. A platform where communities pitch and back projects fits
          how they already behave.
        </SlidePoint>
        <SlidePoint icon={Coins} title="An open gap">
          Launchpads compete on speed. Nobody competes on quality, protection and fairness for small
          investors.
        </SlidePoint>
      </div>
      <p className="rounded-xl border border-primary/30 bg-primary/5 p-4 text-sm text-muted-foreground">
        <span className="font-semibold text-foreground">Who we serve:</span> retail investors who
        want a shot at the next viral coin without gambling blind, creators who want a fair stage,
        and communities looking for a home for their launches.
      </p>
    </Slide>
  );
}
