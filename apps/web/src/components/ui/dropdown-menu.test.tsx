// The menus' Radix code arrives when a reader goes for a menu (setup.ts loads it up front for every other
// test): until then a trigger is a plain button, named and marked like the real one, that remembers a press.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

let deliver: () => void;
/** Fails the download under way, as when the connection drops; the next one waits again. */
let refuse: () => void;
let requested: boolean;

beforeEach(() => {
  // Settles with whether the download under way fails (a rejected promise nobody awaits yet would be
  // reported as unhandled); each download waits for the next settlement.
  let outcome: Promise<'arrives' | 'fails'>;
  const wait = () => {
    outcome = new Promise((settle) => {
      deliver = () => settle('arrives');
      refuse = () => {
        settle('fails');
        wait();
      };
    });
  };
  wait();
  requested = false;
  vi.resetModules();
  vi.doMock('@radix-ui/react-dropdown-menu', async (importOriginal) => {
    requested = true;
    if ((await outcome) === 'fails') throw new Error('offline');
    return importOriginal();
  });
});

async function renderMenu() {
  const { Menu, MenuLinkItem } = await import('./dropdown-menu');
  render(
    <MemoryRouter>
      <Menu trigger="About">
        <MenuLinkItem to="/about">About the hub</MenuLinkItem>
      </Menu>
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: 'About' });
}

describe('menu before its code arrives', () => {
  it('fetches the code only when the pointer comes to the trigger (or focus, or a press)', async () => {
    const placeholder = await renderMenu();
    expect(requested).toBe(false);
    await userEvent.setup().hover(placeholder);
    await vi.waitFor(() => expect(requested).toBe(true));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('fetches the code when keyboard focus reaches the trigger', async () => {
    await renderMenu();
    await userEvent.setup().tab();
    await vi.waitFor(() => expect(requested).toBe(true));
  });

  it('shows a plain trigger, then opens the menu a click asked for once the code is here', async () => {
    const placeholder = await renderMenu();
    expect(placeholder).toHaveAttribute('aria-haspopup', 'menu');
    expect(placeholder).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(placeholder);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    deliver();
    const menu = await screen.findByRole('menu');
    expect(menu).toContainElement(screen.getByRole('menuitem', { name: 'About the hub' }));
    expect(screen.getByRole('button', { name: 'About' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens the menu for a press whose release lands after the code replaced the button (no click ever comes)', async () => {
    const placeholder = await renderMenu();
    fireEvent.pointerDown(placeholder, { button: 0, pointerType: 'mouse' });

    deliver();
    const menu = await screen.findByRole('menu');
    expect(menu).toContainElement(screen.getByRole('menuitem', { name: 'About the hub' }));
  });

  it('leaves the menu closed for a right-button press', async () => {
    const placeholder = await renderMenu();
    await userEvent.setup().hover(placeholder);
    fireEvent.pointerDown(placeholder, { button: 2, pointerType: 'mouse' });

    deliver();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'About' })).not.toBe(placeholder));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('shows a press as busy, and forgets it when the download fails: a later hover fetches the code but opens nothing', async () => {
    const placeholder = await renderMenu();
    fireEvent.pointerDown(placeholder, { button: 0, pointerType: 'mouse' });
    expect(placeholder).toHaveAttribute('aria-busy', 'true');

    await vi.waitFor(() => expect(requested).toBe(true));
    refuse();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'About' })).not.toHaveAttribute('aria-busy'));

    await userEvent.setup().hover(screen.getByRole('button', { name: 'About' }));
    deliver();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'About' })).not.toBe(placeholder));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'About' })).toHaveAttribute('aria-expanded', 'false');
  });
});
