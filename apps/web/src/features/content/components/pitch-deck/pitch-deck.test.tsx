import { PITCH_DECK_SLIDES, TOKEN_TOTAL_SUPPLY } from '@memetank/shared/constants';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SLIDE_IDS, TOKEN_ALLOCATIONS, tokensFor } from '../../copy/pitch-deck';
import { PitchDeck } from './pitch-deck';

const slide = () => screen.getByRole('group');
const counter = () => screen.getByText(/\d+ \/ \d+$/);
const previous = () => screen.getByRole('button', { name: 'Previous slide' });
const next = () => screen.getByRole('button', { name: 'Next slide' });

describe('pitch deck', () => {
  it(`has ${PITCH_DECK_SLIDES} slides and starts on the first with Previous disabled`, () => {
    render(<PitchDeck />);
    expect(SLIDE_IDS).toHaveLength(PITCH_DECK_SLIDES);
    expect(slide()).toHaveAccessibleName(`1 of ${PITCH_DECK_SLIDES}: Introduction`);
    expect(counter()).toHaveTextContent(`1 / ${PITCH_DECK_SLIDES}`);
    expect(previous()).toBeDisabled();
    expect(next()).toBeEnabled();
  });

  it('walks forward to the last slide, where Next is disabled, and does not wrap', async () => {
    render(<PitchDeck />);
    for (let n = 2; n <= PITCH_DECK_SLIDES; n += 1) {
      await userEvent.click(next());
      expect(counter()).toHaveTextContent(`${n} / ${PITCH_DECK_SLIDES}`);
    }
    expect(slide()).toHaveAccessibleName(
      `${PITCH_DECK_SLIDES} of ${PITCH_DECK_SLIDES}: Get in Touch`,
    );
    expect(next()).toBeDisabled();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(counter()).toHaveTextContent(`${PITCH_DECK_SLIDES} / ${PITCH_DECK_SLIDES}`);
    // Focus moves to the button that can still act.
    expect(previous()).toHaveFocus();
  });

  it('moves with the Left and Right arrow keys, stopping at the first slide', () => {
    render(<PitchDeck />);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(counter()).toHaveTextContent(`3 / ${PITCH_DECK_SLIDES}`);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(counter()).toHaveTextContent(`1 / ${PITCH_DECK_SLIDES}`);
  });

  it('jumps straight to a slide from its dot or its title', async () => {
    render(<PitchDeck />);
    await userEvent.click(screen.getByRole('button', { name: 'Go to slide 8: Tokenomics' }));
    expect(slide()).toHaveAccessibleName(`8 of ${PITCH_DECK_SLIDES}: Tokenomics`);

    const titles = screen.getByRole('navigation', { name: 'Slide titles' });
    await userEvent.click(within(titles).getByRole('button', { name: '7. Roadmap' }));
    expect(slide()).toHaveAccessibleName(`7 of ${PITCH_DECK_SLIDES}: Roadmap`);
    expect(within(titles).getByRole('button', { name: '7. Roadmap' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('says on the roadmap which stages are live and which are only planned, with no past dates', async () => {
    render(<PitchDeck />);
    await userEvent.click(screen.getByRole('button', { name: 'Go to slide 7: Roadmap' }));
    const stages = within(slide())
      .getAllByRole('listitem')
      .filter((item) => within(item).queryByRole('heading', { level: 3 }));
    expect(
      stages.map((stage) => [
        within(stage).getByRole('heading', { level: 3 }).textContent,
        within(stage).getByText(/^(Live|Planned)$/).textContent,
      ]),
    ).toEqual([
      ['Launch', 'Live'],
      ['Real funding', 'Live'],
      ['Trust', 'Planned'],
      ['Community', 'Planned'],
    ]);
    expect(within(slide()).getByText('On-chain escrow program').closest('li[class]')).toBe(
      stages[2],
    );
    expect(slide()).not.toHaveTextContent(/Q[1-4] 20\d\d/);
  });

  it('shows the tokenomics: the total supply and four shares adding up to it', async () => {
    render(<PitchDeck />);
    await userEvent.click(screen.getByRole('button', { name: 'Go to slide 8: Tokenomics' }));
    expect(within(slide()).getByRole('heading', { level: 2 })).toHaveTextContent(
      '9,000,000,000 tokens',
    );
    expect(TOKEN_ALLOCATIONS.map((a) => [a.name, a.percent, a.timeLocked])).toEqual([
      ['Community', 85, false],
      ['Team', 5, true],
      ['Growth', 5, false],
      ['Treasury Reserve', 5, true],
    ]);
    const total = TOKEN_ALLOCATIONS.reduce((sum, a) => sum + tokensFor(a.percent), 0);
    expect(total).toBe(TOKEN_TOTAL_SUPPLY);
  });

  it('makes "Schedule a Meeting" a message on the product\'s X account, with no email address', async () => {
    render(<PitchDeck />);
    await userEvent.click(screen.getByRole('button', { name: /Go to slide 9/ }));
    expect(screen.getByRole('link', { name: /^Schedule a Meeting/ })).toHaveAttribute(
      'href',
      'https://x.com/memetank',
    );
    expect(slide()).not.toHaveTextContent('@memetank.example');
  });
});
