import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testProviders, testWallet } from '@/test/providers';
import { testProject } from '../testing/test-projects';
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

  it('reads "Invest Now" below the goal and "Funded ✓" once raised reaches it', () => {
    renderCard(testProject({ name: 'Short', currentFunding: 99.99, fundingGoal: 100 }));
    renderCard(testProject({ name: 'Exact', currentFunding: 100, fundingGoal: 100 }));
    renderCard(testProject({ name: 'Over', currentFunding: 150, fundingGoal: 100 }));
    const card = (name: string) => screen.getByRole('article', { name });
    expect(within(card('Short')).getByRole('link', { name: 'Invest Now' })).toBeInTheDocument();
    expect(within(card('Exact')).getByRole('link', { name: 'Funded ✓' })).toBeInTheDocument();
    expect(within(card('Over')).getByRole('link', { name: 'Funded ✓' })).toBeInTheDocument();
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

  it('marks a campaign that is no longer funding with its state, and an open one with none', () => {
    renderCard(testProject({ name: 'Open', campaign: 'funding' }));
    renderCard(testProject({ name: 'Missed', campaign: 'refunding', currentFunding: 10 }));
    renderCard(testProject({ name: 'Done', campaign: 'settled' }));
    const card = (name: string) => screen.getByRole('article', { name });
    expect(within(card('Open')).queryByText(/^Campaign:/)).not.toBeInTheDocument();
    expect(within(card('Missed')).getByText('Refunding')).toHaveTextContent('Campaign: Refunding');
    expect(within(card('Done')).getByText('Settled')).toHaveTextContent('Campaign: Settled');
    expect(within(card('Missed')).getByRole('link', { name: 'Invest Now' })).toBeInTheDocument();
  });
});
