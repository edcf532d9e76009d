import { adminProjectUpdateSchema } from '@memetank/shared/api/admin';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { project } from '../testing/admin-test-data';
import {
  DERIVED_FIGURES_NOTE,
  EditProjectDialog,
  editChangesOf,
  editValuesOf,
} from './edit-project-dialog';

describe('editChangesOf', () => {
  it('leaves out an unchanged logo and pitch deck, so a project saved before the stricter rules stays editable', () => {
    const old = project({
      logo: 'MOON',
      pitchDeckUrl: 'https://deck.example/deck.pdf',
    });
    const changes = editChangesOf({ ...editValuesOf(old), name: 'Renamed' }, old);
    expect(changes.name).toBe('Renamed');
    expect(changes).not.toHaveProperty('logo');
    expect(changes).not.toHaveProperty('pitchDeckUrl');
    expect(adminProjectUpdateSchema.safeParse(changes).success).toBe(true);
  });

  it('sends a changed logo and pitch deck, and a cleared pitch deck as null', () => {
    const old = project({ logo: '🐸', pitchDeckUrl: '/uploads/pitch-deck-1732270000000.pdf' });
    const changes = editChangesOf(
      { ...editValuesOf(old), logo: ' 🚀 ', pitchDeckUrl: '/uploads/pitch-deck-1732270000001.pdf' },
      old,
    );
    expect(changes).toMatchObject({
      logo: '🚀',
      pitchDeckUrl: '/uploads/pitch-deck-1732270000001.pdf',
    });
    expect(
      editChangesOf({ ...editValuesOf(old), pitchDeckUrl: '  ' }, old).pitchDeckUrl,
    ).toBeNull();
  });
});

describe('the campaign terms and the figures derived from investments', () => {
  it('sends goal, currency and token only when changed, and never funding or investors', () => {
    const held = project({ fundingGoal: 200, currency: 'SOL', currentFunding: 50 });
    const unchanged = editChangesOf({ ...editValuesOf(held), name: 'Renamed' }, held);
    for (const key of ['fundingGoal', 'currency', 'tokenAddress', 'deadline']) {
      expect(unchanged).not.toHaveProperty(key);
    }
    expect(unchanged).not.toHaveProperty('currentFunding');
    expect(unchanged).not.toHaveProperty('investorCount');
    expect(adminProjectUpdateSchema.safeParse(unchanged).success).toBe(true);

    const changed = editChangesOf(
      { ...editValuesOf(held), fundingGoal: '150', currency: 'USDC', tokenAddress: ' Mint2 ' },
      held,
    );
    expect(changed).toMatchObject({ fundingGoal: 150, currency: 'USDC', tokenAddress: 'Mint2' });
  });

  it("labels a USDC campaign's goal and current funding in USDC", () => {
    const usdc = project({ currency: 'USDC', fundingGoal: 500, currentFunding: 120 });
    render(
      <EditProjectDialog project={usdc} saving={false} onSave={() => {}} onClose={() => {}} />,
    );
    expect(screen.getByLabelText('Funding Goal (USDC)')).toHaveValue(500);
    expect(screen.getByLabelText('Current Funding (USDC)')).toHaveValue('120');
    expect(screen.queryByLabelText(/\(SOL\)/)).not.toBeInTheDocument();
  });

  it('shows current funding and investors read-only and saves without them', async () => {
    const held = project({ name: 'Frog King', currentFunding: 12.5, investorCount: 4 });
    const onSave = vi.fn();
    render(<EditProjectDialog project={held} saving={false} onSave={onSave} onClose={() => {}} />);
    const funding = screen.getByLabelText('Current Funding (SOL)');
    const investors = screen.getByLabelText('Investors');
    expect(funding).toHaveValue('12.5');
    expect(funding).toHaveAttribute('readonly');
    expect(investors).toHaveValue('4');
    expect(investors).toHaveAttribute('readonly');
    expect(funding).toHaveAccessibleDescription(DERIVED_FIGURES_NOTE);
    await userEvent.type(funding, '999');
    expect(funding).toHaveValue('12.5');

    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), 'Frog Queen');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    const [id, changes] = onSave.mock.calls[0] as [string, Record<string, unknown>];
    expect(id).toBe(held.id);
    expect(changes).toMatchObject({ name: 'Frog Queen' });
    for (const key of ['currentFunding', 'investorCount', 'fundingGoal', 'currency']) {
      expect(changes).not.toHaveProperty(key);
    }
  });
});
