// Slides 8-9: tokenomics and contact.
import { TOKEN_TOTAL_SUPPLY } from '@memetank/shared/constants';
import { CalendarClock, Lock, MessageCircle } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { ExternalLink } from '../../components/external-link';
import { num } from '../../copy/figures';
import { SOCIAL_HANDLE, SOCIAL_URL } from '../../copy/links';
import { TOKEN_ALLOCATIONS, tokensFor } from '../../copy/pitch-deck';
import { Slide } from './slide-layout';

/** The allocation as a ring: each share a slice of a conic gradient. */
const ringStops = TOKEN_ALLOCATIONS.reduce<{ at: number; stops: string[] }>(
  ({ at, stops }, allocation) => ({
    at: at + allocation.percent,
    stops: [...stops, `${allocation.colour} ${at}% ${at + allocation.percent}%`],
  }),
  { at: 0, stops: [] },
).stops;

function AllocationRing() {
  return (
    <div
      aria-hidden="true"
      className="relative mx-auto size-44 shrink-0 rounded-full sm:size-52"
      style={{ backgroundImage: `conic-gradient(${ringStops.join(', ')})` }}
    >
      <div className="absolute inset-6 flex flex-col items-center justify-center rounded-full bg-card text-center">
        <span className="text-xs text-muted-foreground">Total supply</span>
        <span className="text-lg font-extrabold">{num(TOKEN_TOTAL_SUPPLY / 1e9)}B</span>
      </div>
    </div>
  );
}

export function TokenomicsSlide() {
  return (
    <Slide
      kicker="Tokenomics"
      title={`${num(TOKEN_TOTAL_SUPPLY)} tokens, mostly for the community`}
      lead="A proposed platform token. Team and treasury shares are time-locked."
    >
      <div className="flex flex-col items-center gap-6 md:flex-row md:items-start">
        <AllocationRing />
        <ul className="grid w-full gap-2">
          {TOKEN_ALLOCATIONS.map((allocation) => (
            <li
              key={allocation.name}
              className="flex items-start gap-3 rounded-lg border bg-background/60 p-3"
            >
              <span
                aria-hidden="true"
                className="mt-1 size-3 shrink-0 rounded-full"
                style={{ backgroundColor: allocation.colour }}
              />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-x-2 font-semibold">
                  {allocation.name} {allocation.percent}%
                  {allocation.timeLocked ? (
                    <span className="inline-flex items-center gap-1 text-xs font-medium text-muted-foreground">
                      <Lock className="size-3" aria-hidden="true" />
                      Time-locked
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-muted-foreground">
                  {num(tokensFor(allocation.percent))} tokens. {allocation.purpose}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Slide>
  );
}

export function ContactSlide() {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-6 py-6 text-center">
      <p className="text-sm font-semibold tracking-widest text-primary uppercase">Get in touch</p>
      <h2 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
        Let’s build the tank <span className="text-brand-gradient">together</span>
      </h2>
      <p className="max-w-xl text-pretty text-muted-foreground">
        Investors, partners and creators: we would love to show you the product and where it is
        going. Send us a direct message on X at {SOCIAL_HANDLE} to book a call with the team.
      </p>
      <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <ExternalLink href={SOCIAL_URL} className={buttonVariants({ size: 'lg' })}>
          <CalendarClock aria-hidden="true" />
          Schedule a Meeting
        </ExternalLink>
        <ExternalLink
          href={SOCIAL_URL}
          className={buttonVariants({ size: 'lg', variant: 'outline' })}
        >
          <MessageCircle aria-hidden="true" />
          Follow {SOCIAL_HANDLE}
        </ExternalLink>
      </div>
    </div>
  );
}
