import { describe, expect, it } from 'vitest';
import { walkChecked } from './use-channel-filters';

describe('walkChecked', () => {
  it('is null for a walk that adds what it sees, however far the copy has run ahead of it', () => {
    // The last answer: 7,200 channels in the copy, all seen by this walk (the worker may have
    // stored 400 more since; the progress then reads "Loaded 7,600", never "Checked 7,200 of 7,600").
    expect(walkChecked({ seen: 7200, walked: 7200 })).toBeNull();
    expect(walkChecked({ seen: 0, walked: 0 })).toBeNull();
  });

  it('counts what a walk over a kept copy has checked so far', () => {
    expect(walkChecked({ seen: 300, walked: 7600 })).toBe(300);
  });
});
