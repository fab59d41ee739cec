import { describe, expect, it } from 'vitest';
import { listItems, toPage } from './pages';

describe('list answers', () => {
  it('reads a list with meta beside it', () => {
    const page = toPage({ success: true, message: 'OK', data: [{ id: 1 }], meta: { current_page: 2, per_page: 9, total: 10, last_page: 2 } }, 2, 9);
    expect(page).toEqual({ items: [{ id: 1 }], meta: { current_page: 2, per_page: 9, total: 10, last_page: 2 } });
  });

  it('reads a paginator nested in data', () => {
    const nested = { data: [{ id: 1 }, { id: 2 }], current_page: 1, per_page: 9, total: 12, last_page: 2 };
    expect(toPage({ success: true, message: 'OK', data: nested }, 1, 9)).toEqual({ items: [{ id: 1 }, { id: 2 }], meta: { current_page: 1, per_page: 9, total: 12, last_page: 2 } });
    expect(listItems(nested)).toEqual([{ id: 1 }, { id: 2 }]);
    expect(listItems({ data: { data: 'no' } })).toEqual([]);
    expect(listItems(null)).toEqual([]);
  });
});
