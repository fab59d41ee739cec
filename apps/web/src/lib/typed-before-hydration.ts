// What a reader typed (or the browser autofilled) into the server's page before the app took it over.
// React hydrates a form's fields with the reader's text in them, but its state keeps the server's
// values, and React 19 does not tell the form (facebook/react#12955; the replay in #33129 is behind a
// flag off in stable builds). A reader who typed their email and password while the app loaded then
// pressed Sign In and was told both were empty. Once a part of the page is hydrated, each field whose
// text differs from the server's is announced to React as if typed again, so the form's state holds
// what the reader sees.
import { useEffect } from 'react';

const TEXT_LIKE = new Set(['text', 'email', 'password', 'search', 'tel', 'url', 'number', 'date', 'month', 'week', 'time', 'datetime-local']);

const valueSetter = (element: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, 'value')?.set;

/**
 * Tells React of every text field and select under `container` whose value differs from the server's
 * (its default). React compares a field with the value it last saw; the field is first set to the
 * server's value through React's view of it, then to the reader's text past it, so the input event
 * that follows is a change to React and reaches the field's onChange.
 */
export function adoptTypedBeforeHydration(container: ParentNode): number {
  let adopted = 0;
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && !TEXT_LIKE.has(field.type)) continue;
    if (field.value === field.defaultValue) continue;
    const typed = field.value;
    field.value = field.defaultValue;
    valueSetter(field)?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    adopted += 1;
  }
  for (const select of container.querySelectorAll('select')) {
    if (select.multiple) continue;
    const serverChoice = [...select.options].find((option) => option.defaultSelected) ?? select.options[0];
    if (!serverChoice || select.value === serverChoice.value) continue;
    // React reads a select's onChange from the change event alone, without comparing values.
    select.dispatchEvent(new Event('change', { bubbles: true }));
    adopted += 1;
  }
  return adopted;
}

/**
 * Placed as the last child inside a Suspense boundary of the server's page: its effect runs when that
 * boundary has been hydrated, and hands React what was typed in the element `containerId` meanwhile.
 * Once only: pages the app renders itself start with React's own values.
 */
export function AdoptTypedBeforeHydration({ containerId }: { containerId: string }) {
  useEffect(() => {
    const container = document.getElementById(containerId);
    if (container) adoptTypedBeforeHydration(container);
  }, [containerId]);
  return null;
}
