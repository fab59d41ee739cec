// Connects the API client's 401 rule to the app: the client only deletes the token cookie; the app
// decides what the user sees next (spec part 1, section 8: the login screen).
import { setUnauthorizedHandler } from '@/lib/api-client';
import { notifySessionChanged } from '@/lib/auth';
import { paths } from '@/lib/paths';

/** Sends the user to /login whenever the API ends the session; returns a function that disconnects it. */
export function connectUnauthorizedHandler(navigate: (to: string) => void): () => void {
  return setUnauthorizedHandler(() => {
    notifySessionChanged();
    navigate(paths.auth.login.getHref());
  });
}
