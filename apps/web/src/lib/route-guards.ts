// Route loaders that keep signed-out visitors away from members' screens (adding and editing
// submissions): they go to sign in first.
import { redirect } from 'react-router';
import { readSession } from './auth';
import { paths } from './paths';

/** A loader letting only signed-in members through; others are sent to `to` (sign in). */
export function requireMember(to: string = paths.auth.signin.getHref()) {
  return () => {
    if (!readSession()) throw redirect(to);
    return null;
  };
}
