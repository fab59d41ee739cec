// Finding a modal dialog a test is about to use.
import { screen, waitFor, type ByRoleOptions } from '@testing-library/react';

/**
 * The open dialog, once it takes pointer events. Radix's modal layer sets `pointer-events: none` on the
 * body in an effect and gives the dialog `pointer-events: auto` on the render that follows: between the
 * two the dialog is found, but user-event refuses to type in it (a web test failed so on a busy machine,
 * 2026-11-29).
 */
export async function findDialog(options: ByRoleOptions = {}): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', options);
  await waitFor(() => {
    if (document.body.style.pointerEvents === 'none' && dialog.style.pointerEvents !== 'auto') throw new Error('The dialog does not take pointer events yet.');
  });
  return dialog;
}
