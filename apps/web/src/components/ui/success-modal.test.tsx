import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SuccessModal } from './success-modal';

function Harness({ onAction, actionLabel }: { onAction?: () => void; actionLabel?: string }) {
  const [open, setOpen] = useState(true);
  return (
    <SuccessModal
      open={open}
      onOpenChange={setOpen}
      title="Registration Successful!"
      message="Your account has been created."
      actionLabel={actionLabel}
      onAction={onAction}
    />
  );
}

describe('SuccessModal', () => {
  it('is a dialog named by its title and described by its message', () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Registration Successful!' });
    expect(dialog).toHaveAccessibleDescription('Your account has been created.');
  });

  it('closes and runs the action from its button', async () => {
    const onAction = vi.fn();
    const user = userEvent.setup();
    render(<Harness onAction={onAction} actionLabel="Go to Login" />);
    await user.click(screen.getByRole('button', { name: 'Go to Login' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'OK' by default and closes on Esc", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
