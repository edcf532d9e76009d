import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@/lib/router/router';
import { describe, expect, it } from 'vitest';
import { CookieBanner } from './cookie-banner';

function renderBanner() {
  return render(
    <MemoryRouter>
      <CookieBanner />
    </MemoryRouter>,
  );
}

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });

describe('cookie banner', () => {
  it('asks until a choice is stored, and links to the cookie policy', () => {
    renderBanner();
    expect(banner()).toBeInTheDocument();
    expect(screen.getByText('We use cookies to enhance your experience')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy#cookies',
    );
  });

  it.each([
    ['Accept All Cookies', 'accepted'],
    ['Reject Non-Essential', 'rejected'],
    ['Close cookie banner', 'rejected'],
  ])('"%s" stores cookieConsent=%s and hides the banner', async (button, stored) => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(window.localStorage.getItem('cookieConsent')).toBe(stored);
    expect(banner()).not.toBeInTheDocument();
  });

  it.each(['accepted', 'rejected'])('stays hidden once "%s" is stored', (stored) => {
    window.localStorage.setItem('cookieConsent', stored);
    renderBanner();
    expect(banner()).not.toBeInTheDocument();
  });

  it('asks again when the stored value is not a known choice', () => {
    window.localStorage.setItem('cookieConsent', 'maybe');
    renderBanner();
    expect(banner()).toBeInTheDocument();
  });
});
