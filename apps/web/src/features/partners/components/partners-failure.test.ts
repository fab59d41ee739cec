import { describe, expect, it } from 'vitest';
import { ApiError, defaultApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { partnersFailure } from './partners-failure';

const t = i18n.t.bind(i18n);

describe('partnersFailure', () => {
  it("says 'Failed to load partners' with the server's reason when it refused", () => {
    expect(partnersFailure(new ApiError({ message: 'Service unavailable, back soon.', status: 503 }), t)).toEqual({
      title: 'Failed to load partners',
      detail: 'Service unavailable, back soon.',
    });
    // No words of its own: no detail line.
    expect(partnersFailure(defaultApiError('default', 500), t)).toEqual({ title: 'Failed to load partners', detail: undefined });
  });

  it("says 'An error occurred while loading partners' when no answer came, with the network wording", () => {
    expect(partnersFailure(defaultApiError('network', 0), t)).toEqual({
      title: 'An error occurred while loading partners',
      detail: 'Network error - please check your connection',
    });
  });

  it("says 'An error occurred while loading partners' for a failure that is not the call's", () => {
    expect(partnersFailure(new TypeError('x is undefined'), t)).toEqual({ title: 'An error occurred while loading partners' });
  });
});
