// The menus' Radix code arrives after the first paint (setup.ts loads it up front for every other test):
// until then a trigger is a plain button, named and marked like the real one, that remembers a click.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

describe('menu before its code arrives', () => {
  it('shows a plain trigger, then opens the menu a click asked for once the code is here', async () => {
    let deliver: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (deliver = resolve));
    vi.resetModules();
    vi.doMock('@radix-ui/react-dropdown-menu', async (importOriginal) => {
      await arrived;
      return importOriginal();
    });
    const { Menu, MenuLinkItem } = await import('./dropdown-menu');
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <Menu trigger="About">
          <MenuLinkItem to="/about">About the hub</MenuLinkItem>
        </Menu>
      </MemoryRouter>,
    );

    const placeholder = screen.getByRole('button', { name: 'About' });
    expect(placeholder).toHaveAttribute('aria-haspopup', 'menu');
    expect(placeholder).toHaveAttribute('aria-expanded', 'false');
    await user.click(placeholder);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    deliver();
    const menu = await screen.findByRole('menu');
    expect(menu).toContainElement(screen.getByRole('menuitem', { name: 'About the hub' }));
    expect(screen.getByRole('button', { name: 'About' })).toHaveAttribute('aria-expanded', 'true');
  });
});
