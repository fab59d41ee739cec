// A reader who types into the server's page before the app has taken it over keeps what they typed:
// the form's state holds it once the page is hydrated, as the sign-in form needs to send it.
import { act, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AdoptTypedBeforeHydration } from './typed-before-hydration';

let submitted: Record<string, string> | undefined;
let root: Root | undefined;

/** A sign-in-like form of controlled fields that reports its state on submit. */
function SignInForm({ adopt }: { adopt: boolean }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [country, setCountry] = useState('JO');
  const [note, setNote] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submitted = { email, password, country, note };
  };
  return (
    <div id="page">
      <form onSubmit={onSubmit}>
        <input aria-label="Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <input aria-label="Password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <select aria-label="Country" value={country} onChange={(e) => setCountry(e.target.value)}>
          <option value="JO">Jordan</option>
          <option value="TN">Tunisia</option>
        </select>
        <textarea aria-label="Note" value={note} onChange={(e) => setNote(e.target.value)} />
        <button type="submit">Sign In</button>
      </form>
      {adopt && <AdoptTypedBeforeHydration containerId="page" />}
    </div>
  );
}

/** The server's page in the document, the reader's typing into it, then hydration; answers the submitted state. */
async function typeBeforeHydration(adopt: boolean, fill: (page: HTMLElement) => void): Promise<Record<string, string> | undefined> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SignInForm adopt={adopt} />);
  document.body.append(container);
  fill(container);
  await act(async () => {
    root = hydrateRoot(container, <SignInForm adopt={adopt} />);
  });
  submitted = undefined;
  await act(async () => container.querySelector('button')!.click());
  return submitted;
}

const typing = (page: HTMLElement) => {
  page.querySelector<HTMLInputElement>('[aria-label=Email]')!.value = 'layla@example.org';
  page.querySelector<HTMLInputElement>('[aria-label=Password]')!.value = 'Nexus-Water-2026!';
  page.querySelector<HTMLSelectElement>('[aria-label=Country]')!.value = 'TN';
  page.querySelector<HTMLTextAreaElement>('[aria-label=Note]')!.value = 'مرحبا';
};

// Hydration is driven here with React's own act(), as Testing Library does for its render.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('typing before hydration', () => {
  it('reaches the form’s state: text fields, a select and a text area', async () => {
    expect(await typeBeforeHydration(true, typing)).toEqual({ email: 'layla@example.org', password: 'Nexus-Water-2026!', country: 'TN', note: 'مرحبا' });
  });

  it('is lost to the form without it: React keeps the server’s values (what the reader met)', async () => {
    expect(await typeBeforeHydration(false, typing)).toEqual({ email: '', password: '', country: 'JO', note: '' });
  });

  it('leaves untouched fields as the server sent them', async () => {
    expect(await typeBeforeHydration(true, () => undefined)).toEqual({ email: '', password: '', country: 'JO', note: '' });
  });
});
