import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { PlaceName } from './place-name';

afterEach(() => changeLanguage('en'));

describe('PlaceName', () => {
  it('isolates each part, so an Arabic town before an English country keeps its place on an English page', () => {
    const { container } = render(<PlaceName parts={['القاهرة', 'Egypt']} />);
    const outer = container.firstElementChild!;
    // No dir="auto" on the whole: its first letter (Arabic) would lay it out right to left, "Egypt ,القاهرة".
    expect(outer).not.toHaveAttribute('dir');
    expect([...outer.querySelectorAll('bdi')].map((part) => part.textContent)).toEqual(['القاهرة', 'Egypt']);
    expect(outer.textContent).toBe('القاهرة, Egypt');
  });

  it('leaves out empty parts and uses the Arabic comma on an Arabic page', async () => {
    await changeLanguage('ar');
    const { container } = render(<PlaceName parts={['Deir Alla', undefined, 'الأردن']} />);
    expect(container.textContent).toBe('Deir Alla، الأردن');
  });
});
