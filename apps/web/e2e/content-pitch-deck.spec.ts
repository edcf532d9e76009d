// The pitch deck: nine slides, bounded Previous/Next, counter, dot and title jumps, arrow keys.
import { expect, test, type Page } from '@playwright/test';
import { expectPage, skipCookieBanner } from './content-support';

const SLIDES = 9;
const slide = (page: Page) => page.getByRole('group').filter({ has: page.locator('h2') });
const counter = (page: Page) => page.getByText(/^Slide \d+ \/ \d+$/);
const previous = (page: Page) => page.getByRole('button', { name: 'Previous slide' });
const next = (page: Page) => page.getByRole('button', { name: 'Next slide' });

test.beforeEach(async ({ context, page }) => {
  await skipCookieBanner(context);
  await page.goto('/pitch-deck');
  await expectPage(page, 'Pitch Deck');
});

test('Previous is disabled on the first slide and Next on the last, without wrapping', async ({
  page,
}) => {
  await expect(counter(page)).toHaveText(`Slide 1 / ${SLIDES}`);
  await expect(previous(page)).toBeDisabled();
  await expect(slide(page)).toHaveAttribute('aria-label', `1 of ${SLIDES}: Introduction`);

  for (let n = 2; n <= SLIDES; n += 1) {
    await next(page).click();
    await expect(counter(page)).toHaveText(`Slide ${n} / ${SLIDES}`);
  }
  await expect(next(page)).toBeDisabled();
  await expect(slide(page)).toHaveAttribute('aria-label', `${SLIDES} of ${SLIDES}: Get in Touch`);
  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText(`Slide ${SLIDES} / ${SLIDES}`);

  await previous(page).click();
  await expect(counter(page)).toHaveText(`Slide ${SLIDES - 1} / ${SLIDES}`);
});

test('dots and titles jump straight to a slide', async ({ page }) => {
  await page.getByRole('button', { name: 'Go to slide 7: Roadmap' }).click();
  await expect(counter(page)).toHaveText(`Slide 7 / ${SLIDES}`);
  await expect(slide(page)).toContainText('What is live, and what is planned');
  await expect(slide(page).getByText('Planned', { exact: true })).toHaveCount(2);
  await expect(slide(page).getByText('Live', { exact: true })).toHaveCount(2);
  await expect(slide(page)).not.toContainText(/Q[1-4] 20\d\d/);

  await page
    .getByRole('navigation', { name: 'Slide titles' })
    .getByRole('button', { name: '8. Tokenomics' })
    .click();
  await expect(counter(page)).toHaveText(`Slide 8 / ${SLIDES}`);
  await expect(slide(page)).toContainText('9,000,000,000');
  for (const share of ['Community 85%', 'Team 5%', 'Growth 5%', 'Treasury Reserve 5%']) {
    await expect(slide(page)).toContainText(share);
  }
  await expect(slide(page).getByText('Time-locked', { exact: true })).toHaveCount(2);
});

test('the Left and Right arrow keys move one slide and stop at the ends', async ({ page }) => {
  await page.keyboard.press('ArrowLeft');
  await expect(counter(page)).toHaveText(`Slide 1 / ${SLIDES}`);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText(`Slide 3 / ${SLIDES}`);
  await page.keyboard.press('ArrowLeft');
  await expect(counter(page)).toHaveText(`Slide 2 / ${SLIDES}`);
});

test('can be driven with Tab and Enter alone', async ({ page }) => {
  await next(page).focus();
  for (let n = 2; n <= SLIDES; n += 1) await page.keyboard.press('Enter');
  await expect(counter(page)).toHaveText(`Slide ${SLIDES} / ${SLIDES}`);
  // Next is now disabled; focus moved to Previous, so Enter keeps working.
  await expect(previous(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(counter(page)).toHaveText(`Slide ${SLIDES - 1} / ${SLIDES}`);
});

test('"Schedule a Meeting" opens the product\'s X account; no email address is offered', async ({
  page,
}) => {
  await page.getByRole('button', { name: `Go to slide ${SLIDES}: Get in Touch` }).click();
  await expect(page.getByRole('link', { name: /^Schedule a Meeting/ })).toHaveAttribute(
    'href',
    'https://x.com/memetank',
  );
  await expect(slide(page).locator('a[href^="mailto:"]')).toHaveCount(0);
});
