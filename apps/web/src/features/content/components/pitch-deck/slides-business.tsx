// Slides 5-7: business model, competitive advantage, roadmap.
import { PLATFORM_FEE_BPS } from '@memetank/shared/constants';
import { Check, Minus } from 'lucide-react';
import { FEE, sol } from '../../copy/figures';
import { ROADMAP } from '../../copy/pitch-deck';
import { LiveBadge, PlannedBadge } from '../planned-badge';
import { Slide } from './slide-layout';
import { ScrollRegion } from '../scroll-region';

const EXAMPLE_RAISE_SOL = 1_000;
const exampleFee = (EXAMPLE_RAISE_SOL * PLATFORM_FEE_BPS) / 10_000;

export function BusinessModelSlide() {
  const lines = [
    { label: 'Submitting a project', value: 'Free' },
    { label: 'Browsing, liking, commenting', value: 'Free' },
    { label: 'Campaign reaches its goal', value: `${FEE} of the total raised` },
    { label: 'Campaign misses its goal', value: 'No fee, full refunds' },
  ];
  return (
    <Slide
      kicker="Business model"
      title={`One fee: ${FEE}, only on success`}
      lead="We earn when a campaign works for its creator and its investors, and never when it does not."
    >
      <div className="grid gap-4 lg:grid-cols-[1.2fr_1fr]">
        <dl className="divide-y rounded-xl border bg-background/60">
          {lines.map((line) => (
            <div key={line.label} className="flex items-center justify-between gap-4 px-4 py-3">
              <dt className="text-sm text-muted-foreground">{line.label}</dt>
              <dd className="text-right font-semibold">{line.value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-col justify-center gap-2 rounded-xl bg-brand-gradient p-5 text-white">
          <p className="text-sm font-medium opacity-90">Example</p>
          <p className="text-lg font-semibold">A campaign raises {sol(EXAMPLE_RAISE_SOL)}</p>
          <p className="text-sm opacity-90">
            MemeTank keeps {sol(exampleFee)}; the creator claims{' '}
            {sol(EXAMPLE_RAISE_SOL - exampleFee)}.
          </p>
        </div>
      </div>
    </Slide>
  );
}

const rows: { feature: string; values: [boolean, boolean, boolean] }[] = [
  { feature: 'Reviewed before listing', values: [true, false, false] },
  { feature: 'Refund if the goal is missed', values: [true, false, false] },
  { feature: 'Fee only on success', values: [true, false, false] },
  { feature: 'Pitch, token data and discussion together', values: [true, false, false] },
  { feature: 'Wallet sign-in, no account', values: [true, true, false] },
];

function Mark({ yes }: { yes: boolean }) {
  const Icon = yes ? Check : Minus;
  return (
    <>
      <Icon
        aria-hidden="true"
        className={
          yes
            ? 'mx-auto size-5 text-emerald-700 dark:text-emerald-400'
            : 'mx-auto size-5 text-muted-foreground'
        }
      />
      <span className="sr-only">{yes ? 'Yes' : 'No'}</span>
    </>
  );
}

export function AdvantageSlide() {
  return (
    <Slide
      kicker="Competitive advantage"
      title="Built for trust, not just speed"
      lead="Open launchpads made launching easy. We make choosing well easy."
    >
      <ScrollRegion label="Comparison table" className="rounded-xl border">
        <table className="w-full min-w-[30rem] text-sm">
          <caption className="sr-only">
            MemeTank compared with other ways to back a meme coin
          </caption>
          <thead className="bg-muted/60">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                Feature
              </th>
              <th scope="col" className="px-3 py-2 font-semibold text-primary">
                MemeTank
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Typical launchpad
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Social presale
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.feature} className="border-t">
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {row.feature}
                </th>
                {row.values.map((value, index) => (
                  <td key={index} className="px-3 py-2">
                    <Mark yes={value} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </Slide>
  );
}

export function RoadmapSlide() {
  return (
    <Slide
      kicker="Roadmap"
      title="What is live, and what is planned"
      lead="The first two stages are built and running. The last two are planned, with no date promised."
    >
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {ROADMAP.map((stage) => (
          <li
            key={stage.title}
            className="flex flex-col gap-2 rounded-xl border bg-background/60 p-4"
          >
            {stage.status === 'Live' ? (
              <LiveBadge className="self-start" />
            ) : (
              <PlannedBadge className="self-start" />
            )}
            <h3 className="font-semibold">{stage.title}</h3>
            <ul className="list-disc space-y-1 pl-4 text-sm text-muted-foreground">
              {stage.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </Slide>
  );
}
