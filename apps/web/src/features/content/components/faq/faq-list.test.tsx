import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@/lib/router/router';
import { describe, expect, it } from 'vitest';
import { FAQ_GROUPS } from '../../copy/faq';
import { FaqList } from './faq-list';

function renderFaq(path = '/documentation/faq') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <FaqList groups={FAQ_GROUPS} />
    </MemoryRouter>,
  );
}

const question = (name: string) => screen.getByRole('button', { name });

describe('FAQ', () => {
  it('has the five FAQ groups, in order', () => {
    renderFaq();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Getting Started',
      'Investment & Trading',
      'Project Submission',
      'Security & Safety',
      'Technical',
    ]);
  });

  it('keeps one question open across the whole page', async () => {
    renderFaq();
    await userEvent.click(question('What is MemeTank?'));
    expect(question('What is MemeTank?')).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(question('How do I get a refund?'));
    expect(question('How do I get a refund?')).toHaveAttribute('aria-expanded', 'true');
    expect(question('What is MemeTank?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);

    await userEvent.click(question('How do I get a refund?'));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('opens the question named in the address, e.g. #refunds', () => {
    renderFaq('/documentation/faq#refunds');
    expect(question('How do I get a refund?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/refund appears under Claimable Funds/)).toBeVisible();
  });
});
