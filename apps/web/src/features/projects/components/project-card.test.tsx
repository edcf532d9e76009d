import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@/test/memory-router';
import { describe, expect, it } from 'vitest';
import { testProviders, testWallet } from '@/test/providers';
import { testProject } from '@/test/projects';
import { ProjectCard } from './project-card';

function renderCard(project = testProject(), view: 'grid' | 'list' = 'grid') {
  const router = createMemoryRouter(
    [
      { path: '/', element: <ProjectCard project={project} view={view} /> },
      { path: '/project/:id', element: <p>Project page</p> },
    ],
    { initialEntries: ['/'] },
  );
  const { wrapper } = testProviders(testWallet());
  render(<RouterProvider router={router} />, { wrapper });
  return { card: screen.getByRole('article', { name: project.name }), router };
}

describe('ProjectCard', () => {
  it('shows the logo, name, risk, description, progress, raised, goal, time left, investors and upvotes', () => {
    const { card } = renderCard(
      testProject({
        name: 'Sir Honkington',
        logo: '🦢',
        riskScore: 'High',
        description: 'A goose in a monocle.',
        currentFunding: 437,
        fundingGoal: 500,
        timeLeft: '2 days',
        investorCount: 58,
        upvotes: 1,
      }),
    );
    expect(within(card).getByRole('img', { name: 'Sir Honkington logo' })).toHaveTextContent('🦢');
    expect(within(card).getByRole('heading', { name: 'Sir Honkington' })).toBeInTheDocument();
    expect(within(card).getByText('High Risk')).toBeInTheDocument();
    expect(within(card).getByText('A goose in a monocle.')).toHaveClass('line-clamp-2');
    expect(card).toHaveTextContent('87.4%');
    expect(card).toHaveTextContent('437.00 SOL of 500.00 SOL');
    expect(card).toHaveTextContent('2 days left');
    expect(card).toHaveTextContent('58 investors');
    expect(card).toHaveTextContent('1 upvote');
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '87.4');
    expect(within(card).getByRole('button', { name: 'Like project, 5 likes' })).toBeInTheDocument();
  });

  it('rounds the progress to one decimal', () => {
    const { card } = renderCard(testProject({ currentFunding: 1, fundingGoal: 3 }));
    expect(card).toHaveTextContent('33.3%');
  });

  it('reads "Invest Now" while open, with a "Goal reached" mark once raised reaches the goal', () => {
    renderCard(testProject({ name: 'Short', currentFunding: 99.99, fundingGoal: 100 }));
    renderCard(testProject({ name: 'Exact', currentFunding: 100, fundingGoal: 100 }));
    renderCard(testProject({ name: 'Over', currentFunding: 150, fundingGoal: 100 }));
    const card = (name: string) => screen.getByRole('article', { name });
    for (const name of ['Short', 'Exact', 'Over']) {
      // Over-funding stays open until the deadline: never a "Funded ✓" on an open campaign.
      expect(within(card(name)).getByRole('link', { name: 'Invest Now' })).toBeInTheDocument();
      expect(within(card(name)).queryByText('Funded ✓')).not.toBeInTheDocument();
    }
    expect(within(card('Short')).queryByText('Goal reached')).not.toBeInTheDocument();
    expect(within(card('Exact')).getByText('Goal reached')).toBeInTheDocument();
    expect(within(card('Over')).getByText('Goal reached')).toBeInTheDocument();
    expect(card('Over')).toHaveTextContent('150.0%');
    expect(within(card('Over')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('opens /project/{id} from its name', async () => {
    const project = testProject();
    const { card, router } = renderCard(project);
    const link = within(card).getByRole('link', { name: project.name });
    expect(link).toHaveAttribute('href', `/project/${project.id}`);
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe(`/project/${project.id}`);
  });

  it('stays on the list when its like button is pressed', async () => {
    const { card, router } = renderCard();
    await userEvent.click(within(card).getByRole('button', { name: /^Like project/ }));
    expect(router.state.location.pathname).toBe('/');
    expect(
      await screen.findByRole('dialog', { name: 'Connect Wallet to Like Projects' }),
    ).toBeInTheDocument();
  });

  it('shows the currency the project raises in', () => {
    const { card } = renderCard(
      testProject({ currency: 'USDC', currentFunding: 1500, fundingGoal: 2000 }),
    );
    expect(card).toHaveTextContent('1.50K USDC of 2.00K USDC');
  });

  const PAST = '2020-01-01T00:00:00.000Z';
  const SETTLED_AT = '2020-01-02T00:00:00.000Z';
  it.each([
    [
      'approved, awaiting the token deposit',
      { campaign: 'awaiting_deposit' },
      'Opens After Deposit',
      'Awaiting Deposit',
    ],
    [
      "past its deadline by the viewer's clock",
      { deadline: PAST },
      'Funding Ended',
      'Awaiting Settlement',
    ],
    [
      'ended, not settled yet',
      { campaign: 'funded', deadline: PAST, timeLeft: 'Ended' },
      'Funding Ended',
      'Awaiting Settlement',
    ],
    [
      'ended with the goal missed, not settled yet',
      { campaign: 'refunding', deadline: PAST, timeLeft: 'Ended' },
      'Funding Ended',
      'Awaiting Settlement',
    ],
    [
      'settled, goal reached',
      { campaign: 'funded', deadline: PAST, timeLeft: 'Ended', settledAt: SETTLED_AT },
      'Funded ✓',
      'Funded',
    ],
    [
      'settled, goal missed',
      { campaign: 'refunding', deadline: PAST, timeLeft: 'Ended', settledAt: SETTLED_AT },
      'Refunds Open',
      'Refunding',
    ],
    [
      'its deadline passed before the creator’s token deposit',
      { campaign: 'ended_without_deposit', deadline: PAST, timeLeft: 'Ended', investorCount: 0 },
      'Funding Ended',
      'Ended Without Deposit',
    ],
    [
      'awaiting the deposit when the viewer’s clock reaches the deadline',
      { campaign: 'awaiting_deposit', deadline: PAST },
      'Funding Ended',
      'Ended Without Deposit',
    ],
    [
      'settled, every claim paid',
      { campaign: 'settled', deadline: PAST, timeLeft: 'Ended', settledAt: SETTLED_AT },
      'Campaign Settled',
      'Settled',
    ],
  ] as const)(
    'never offers "Invest Now" on a closed campaign (%s): its button and mark say its phase',
    (_case, overrides, action, badge) => {
      const { card } = renderCard(
        testProject({ ...overrides, currentFunding: 150, fundingGoal: 100 }),
      );
      const link = within(card).getByRole('link', { name: action });
      expect(link).not.toHaveAttribute('aria-disabled');
      expect(within(card).queryByText('Invest Now')).not.toBeInTheDocument();
      expect(within(card).queryByText('Goal reached')).not.toBeInTheDocument();
      expect(within(card).getByText(badge)).toHaveTextContent(`Campaign: ${badge}`);
    },
  );

  it('shows no campaign mark on an open campaign below its goal', () => {
    const { card } = renderCard(testProject({ campaign: 'funding' }));
    expect(within(card).queryByText(/^Campaign:/)).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Invest Now' })).toBeInTheDocument();
  });
});
