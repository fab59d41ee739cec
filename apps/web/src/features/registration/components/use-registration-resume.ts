// Where a registration wizard opens (spec part 1, section 4): at step 1, or, for an unfinished
// registration saved in this browser or handed over by the login screen, at the step the server says
// comes next. The user id comes from local storage, else from the navigation state.
import { RESEND_COOLDOWN_SECONDS } from '@wefe/contract';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { isApiError } from '@/lib/api-client';
import {
  clearPendingRegistration,
  readPendingRegistration,
  resumeStateOf,
  savePendingRegistration,
} from '@/lib/pending-registration';
import { useRegistrationStatus } from '../api/get-registration-status';

export interface WizardProgress {
  /** The step shown. */
  step: number;
  /** The step the server expects next: steps before it are done. */
  reachedStep: number;
  userId: number | null;
  token: string | null;
  /** Seconds before a new code may be asked for, when the verification step opens. */
  resendAvailableIn: number;
}

/** Why the wizard could not pick up where the saved registration was. */
export type ResumeNotice = 'completed' | 'restart' | 'failed';

export type ResumeResult = { state: 'loading' } | { state: 'ready'; progress: WizardProgress; notice?: ResumeNotice };

export const FRESH_START: WizardProgress = { step: 1, reachedStep: 1, userId: null, token: null, resendAvailableIn: 0 };

interface Seed {
  userId: number | null;
  token: string | null;
  /** The step named by the navigation or the stored status, used when the server cannot be asked. */
  step: number;
}

function readSeed(accountType: 'individual' | 'entity', navigationState: unknown, totalSteps: number): Seed {
  const pending = readPendingRegistration();
  const handedOver = resumeStateOf(navigationState);
  const storedTypeMatches = !pending?.status || pending.status.account_type === accountType;
  const fromStorage = pending && storedTypeMatches ? pending : null;
  const userId = fromStorage?.userId ?? handedOver?.userId ?? null;
  if (userId === null) return { userId: null, token: null, step: 1 };
  const token = fromStorage?.userId === userId ? fromStorage.token : null;
  const step = handedOver?.step ?? fromStorage?.status?.next_step ?? 2;
  return { userId, token, step: Math.min(Math.max(step, 1), totalSteps) };
}

/** Decides the opening step of a wizard, asking the server about a saved registration first. */
export function useRegistrationResume(accountType: 'individual' | 'entity', totalSteps: number): ResumeResult {
  const location = useLocation();
  const [seed] = useState(() => readSeed(accountType, location.state, totalSteps));
  const status = useRegistrationStatus({ userId: seed.userId, token: seed.token });

  let result: ResumeResult;
  let forget = false;
  if (seed.userId === null) {
    result = { state: 'ready', progress: FRESH_START };
  } else if (seed.token === null) {
    // Only the id is known: open at the named step; the server decides when the step is sent.
    result = { state: 'ready', progress: { step: seed.step, reachedStep: seed.step, userId: seed.userId, token: null, resendAvailableIn: 0 } };
  } else if (status.isPending) {
    result = { state: 'loading' };
  } else if (status.isError) {
    const gone = isApiError(status.error) && [401, 403, 404, 410].includes(status.error.status ?? 0);
    forget = gone;
    result = gone
      ? { state: 'ready', progress: FRESH_START, notice: 'restart' }
      : {
          state: 'ready',
          progress: { step: seed.step, reachedStep: seed.step, userId: seed.userId, token: seed.token, resendAvailableIn: RESEND_COOLDOWN_SECONDS },
          notice: 'failed',
        };
  } else if (status.data.completed) {
    forget = true;
    result = { state: 'ready', progress: FRESH_START, notice: 'completed' };
  } else if (status.data.account_type !== accountType) {
    // Another kind of registration is pending here; this wizard starts a new one.
    result = { state: 'ready', progress: FRESH_START };
  } else {
    const step = Math.min(Math.max(status.data.next_step, 1), totalSteps);
    result = {
      state: 'ready',
      progress: { step, reachedStep: step, userId: seed.userId, token: seed.token, resendAvailableIn: status.data.resend_available_in },
    };
  }

  const fetched = status.data;
  useEffect(() => {
    if (forget) clearPendingRegistration();
    else if (fetched && !fetched.completed && seed.userId !== null) savePendingRegistration({ userId: seed.userId, status: fetched });
  }, [forget, fetched, seed.userId]);

  return result;
}
