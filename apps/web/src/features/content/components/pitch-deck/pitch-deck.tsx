// The deck viewer: one slide at a time, Previous/Next without wrapping, a counter, dot and title
// jumps, and the Left/Right arrow keys.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { SLIDE_IDS, SLIDE_TITLES, type SlideId } from '../../copy/pitch-deck';
import { AdvantageSlide, BusinessModelSlide, RoadmapSlide } from './slides-business';
import { ContactSlide, TokenomicsSlide } from './slides-closing';
import { IntroSlide, MarketSlide, ProblemSlide, SolutionSlide } from './slides-story';

const SLIDE_COMPONENTS: Readonly<Record<SlideId, ComponentType>> = {
  intro: IntroSlide,
  problem: ProblemSlide,
  solution: SolutionSlide,
  market: MarketSlide,
  'business-model': BusinessModelSlide,
  advantage: AdvantageSlide,
  roadmap: RoadmapSlide,
  tokenomics: TokenomicsSlide,
  contact: ContactSlide,
};

/** Keys typed into a form field are the field's, not the deck's. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function PitchDeck() {
  const [index, setIndex] = useState(0);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const count = SLIDE_IDS.length;
  const last = count - 1;
  const id = SLIDE_IDS[index] ?? SLIDE_IDS[0];
  const title = SLIDE_TITLES[id];
  const CurrentSlide = SLIDE_COMPONENTS[id];

  const goTo = useCallback(
    (target: number) => setIndex(Math.min(Math.max(target, 0), last)),
    [last],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTyping(event.target)) return;
      if (event.key === 'ArrowLeft') setIndex((current) => Math.max(current - 1, 0));
      else if (event.key === 'ArrowRight') setIndex((current) => Math.min(current + 1, last));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [last]);

  // A button that becomes disabled drops keyboard focus: hand it to the other one.
  const step = (delta: -1 | 1) => {
    const target = Math.min(Math.max(index + delta, 0), last);
    goTo(target);
    if (target === 0) nextRef.current?.focus();
    if (target === last) previousRef.current?.focus();
  };

  return (
    <section aria-roledescription="carousel" aria-label="MemeTank pitch deck" className="space-y-6">
      {/* Controls first, as in the WAI carousel pattern; on phones they stay put while slides
          of different heights change below them. */}
      <div className="flex items-center justify-between gap-2">
        <Button
          ref={previousRef}
          variant="outline"
          onClick={() => step(-1)}
          disabled={index === 0}
          aria-label="Previous slide"
        >
          <ChevronLeft aria-hidden="true" />
          <span className="hidden sm:inline">Previous</span>
        </Button>
        <div className="flex flex-col items-center gap-2">
          <ul className="flex flex-wrap justify-center sm:gap-1" aria-label="Slides">
            {SLIDE_IDS.map((slideId, slideIndex) => (
              <li key={slideId}>
                <button
                  type="button"
                  onClick={() => goTo(slideIndex)}
                  aria-label={`Go to slide ${slideIndex + 1}: ${SLIDE_TITLES[slideId]}`}
                  aria-current={slideIndex === index ? 'true' : undefined}
                  className="group flex size-6 cursor-pointer items-center justify-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span
                    className={cn(
                      'block rounded-full transition-all',
                      slideIndex === index
                        ? 'h-2.5 w-5 bg-primary'
                        : 'size-2.5 bg-muted-foreground/40 group-hover:bg-muted-foreground',
                    )}
                  />
                </button>
              </li>
            ))}
          </ul>
          <p className="text-sm font-medium text-muted-foreground tabular-nums" aria-live="polite">
            <span className="sr-only">Slide </span>
            {index + 1} / {count}
          </p>
        </div>
        <Button
          ref={nextRef}
          variant="outline"
          onClick={() => step(1)}
          disabled={index === last}
          aria-label="Next slide"
        >
          <span className="hidden sm:inline">Next</span>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>

      <div
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${count}: ${title}`}
        className="bg-hero-glow relative min-h-[30rem] overflow-hidden rounded-2xl border bg-card p-6 shadow-sm sm:p-10 lg:aspect-[16/9] lg:min-h-0"
      >
        <CurrentSlide />
      </div>

      <nav aria-label="Slide titles">
        <ol className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-9">
          {SLIDE_IDS.map((slideId, slideIndex) => (
            <li key={slideId}>
              <button
                type="button"
                onClick={() => goTo(slideIndex)}
                aria-current={slideIndex === index ? 'true' : undefined}
                className={cn(
                  'flex h-full w-full cursor-pointer items-start gap-2 rounded-lg border p-2.5 text-left text-xs font-medium transition-colors outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
                  slideIndex === index
                    ? 'border-primary bg-primary/10 text-foreground'
                    : 'text-muted-foreground',
                )}
              >
                <span className="tabular-nums">{slideIndex + 1}.</span>{' '}
                <span>{SLIDE_TITLES[slideId]}</span>
              </button>
            </li>
          ))}
        </ol>
      </nav>
    </section>
  );
}
