import { adminProjectUpdateSchema } from '@memetank/shared/api/admin';
import { describe, expect, it } from 'vitest';
import { project } from '../testing/admin-test-data';
import { editChangesOf, editValuesOf } from './edit-project-dialog';

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
