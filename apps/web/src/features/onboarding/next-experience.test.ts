import { describe, expect, it } from 'vitest';
import { nextExperience } from './next-experience';

describe('nextExperience (spec 000 §4: a pending one starts when none is in progress)', () => {
  it('starts the first pending experience this view can show', () => {
    const experiences = [
      { id: 'commentary', state: 'pending' },
      { id: 'clear-settle-modal', state: 'pending' },
    ] as const;
    expect(nextExperience(experiences, ['clear-settle-modal'], [])).toEqual({ id: 'clear-settle-modal', start: true });
  });

  it('starts nothing while another is in progress, and resumes one in progress here', () => {
    expect(
      nextExperience(
        [
          { id: 'commentary', state: 'in_progress' },
          { id: 'clear-settle-modal', state: 'pending' },
        ],
        ['clear-settle-modal'],
        [],
      ),
    ).toBeNull();
    expect(nextExperience([{ id: 'clear-settle-modal', state: 'in_progress' }], ['clear-settle-modal'], [])).toEqual({
      id: 'clear-settle-modal',
      start: false,
    });
  });

  it('offers nothing finished, dismissed or already offered in this tab', () => {
    expect(nextExperience([{ id: 'clear-settle-modal', state: 'completed' }], ['clear-settle-modal'], [])).toBeNull();
    expect(nextExperience([{ id: 'clear-settle-modal', state: 'dismissed' }], ['clear-settle-modal'], [])).toBeNull();
    expect(nextExperience([{ id: 'clear-settle-modal', state: 'pending' }], ['clear-settle-modal'], ['clear-settle-modal'])).toBeNull();
  });
});
