// /register/entity: the 3-step entity registration (spec part 1, 'Entity registration'): the entity's
// information with its PDF proof document, email verification, then its counters. The account then
// stays pending until an administrator approves it, which the page explains before and after.
import { RESEND_COOLDOWN_SECONDS, entityStep1Schema, entityStep3Schema, translateApiMessage, type FieldErrors } from '@wefe/contract';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormPage } from '@/components/ui/form-page';
import { ClockIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { clearPendingRegistration, savePendingRegistration } from '@/lib/pending-registration';
import { useCountries } from '@/lib/lookups/get-countries';
import { useRegisterEntityStep1 } from '../api/register-entity-step1';
import { useRegisterEntityStep3 } from '../api/register-entity-step3';
import { useVerifyAccount } from '../api/verify-account';
import { joinPhone } from '../components/calling-codes';
import {
  EMPTY_ENTITY,
  ENTITY_COUNTER_FIELDS,
  ENTITY_INFO_FIELDS,
  EntityCounterFields,
  EntityInfoFields,
  type EntityValues,
} from '../components/entity-steps';
import { StepProgress } from '../components/step-progress';
import { useCallingCodeOptions } from '../components/use-calling-code-options';
import { useStepFailure } from '../components/use-step-failure';
import { useRegistrationResume, type ResumeNotice, type WizardProgress } from '../components/use-registration-resume';
import { VerifyEmailStep } from '../components/verify-email-step';
import { WizardActions } from '../components/wizard-actions';
import { ResumeNoticeBox, StepDoneNote, StepErrorBox, StepHeading } from '../components/wizard-parts';

const TOTAL_STEPS = 3;

export function Component() {
  const { t } = useTranslation();
  const resume = useRegistrationResume('entity', TOTAL_STEPS);
  return (
    <FormPage title={t('pages.register_entity')} subtitle={t('registration.entity.subtitle')} width="wide">
      {resume.state === 'loading' ? (
        <div className="flex justify-center py-10">
          <Spinner label={t('registration.wizard.loading')} />
        </div>
      ) : (
        <EntityWizard initial={resume.progress} notice={resume.notice} />
      )}
    </FormPage>
  );
}

/** The explanation of the approval the entity account waits for. */
function ApprovalExplanation() {
  const { t } = useTranslation();
  return (
    <div className="flex items-start gap-3 rounded-lg border border-energy-light/40 bg-energy-soft p-4 text-energy-dark">
      <ClockIcon className="mt-0.5 size-5 shrink-0" />
      <p>{t('registration.entity.pending_explanation')}</p>
    </div>
  );
}

/** What the entity sees after the last step: registered, and waiting for approval. */
function PendingApprovalNotice() {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-4 text-center">
      <ClockIcon className="mx-auto size-14 text-energy-light" />
      <h2 className="text-2xl font-bold text-brand-800">{t('registration.entity.done_title')}</h2>
      <p className="text-slate-700">{t('registration.entity.done_message')}</p>
      <div className="flex flex-wrap justify-center gap-3 pt-2">
        <Link to={paths.auth.login.getHref()} className={buttonStyles.primary}>
          {t('registration.wizard.go_to_login')}
        </Link>
        <Link to={paths.home.getHref()} className={buttonStyles.secondary}>
          {t('registration.entity.back_home')}
        </Link>
      </div>
    </div>
  );
}

function EntityWizard({ initial, notice }: { initial: WizardProgress; notice?: ResumeNotice | undefined }) {
  const { t } = useTranslation();
  const { formRef, failure, clearFailure, onFailure, refusedHere, language } = useStepFailure();
  const [progress, setProgress] = useState(initial);
  const [values, setValues] = useState<EntityValues>(EMPTY_ENTITY);
  const [completed, setCompleted] = useState(false);

  const countries = useCountries();
  const callingCodes = useCallingCodeOptions(countries.data);
  const entityInfo = useRegisterEntityStep1();
  const verification = useVerifyAccount();
  const counters = useRegisterEntityStep3();
  const busy = entityInfo.isPending || verification.isPending || counters.isPending;

  const { step, reachedStep } = progress;
  const registration = { userId: progress.userId, token: progress.token };
  const stepDone = step < reachedStep;
  const stepNames = [t('registration.entity.steps.info'), t('registration.entity.steps.verify'), t('registration.entity.steps.counters')];

  const onChange = <K extends keyof EntityValues>(field: K, value: EntityValues[K]) => setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    clearFailure();
    if (stepDone) {
      setProgress((current) => ({ ...current, step: current.step + 1 }));
      return;
    }
    if (step === 1) {
      const callingCode = callingCodes.find((option) => option.iso2 === values.phone_country)?.callingCode ?? '';
      const fields = {
        entity_name: values.entity_name.trim(),
        entity_short_name: values.entity_short_name.trim(),
        entity_type: values.entity_type,
        field_of_expertise: values.field_of_expertise.trim(),
        country_id: values.country_id,
        address: values.address.trim(),
        location: values.location.trim(),
        website: values.website.trim(),
        phone: joinPhone(callingCode, values.phone_number),
        email: values.email.trim(),
        years_of_operation: values.years_of_operation.trim(),
        password: values.password,
        password_confirmation: values.password_confirmation,
      };
      // The proof document is the one file the server requires; its type and size the file field checks.
      const missingProof: FieldErrors = values.verification_document ? {} : { verification_document: [translateApiMessage(language, 'validation.file_required')] };
      if (refusedHere(entityStep1Schema, fields, missingProof)) return;
      entityInfo.mutate(
        { ...fields, profile_picture: values.profile_picture, verification_document: values.verification_document },
        {
          onSuccess: (answer) => {
            const { user_id: userId, registration_token: token } = answer.data;
            savePendingRegistration({ userId, token, status: { user_id: userId, account_type: 'entity', next_step: 2, total_steps: TOTAL_STEPS } });
            setProgress({ step: 2, reachedStep: 2, userId, token, resendAvailableIn: RESEND_COOLDOWN_SECONDS });
          },
          onError: onFailure(ENTITY_INFO_FIELDS),
        },
      );
    } else if (step === 2) {
      verification.mutate(
        { ...registration, otp: values.otp },
        {
          onSuccess: (status) => {
            const userId = registration.userId ?? 0;
            const next = Math.min(status?.next_step ?? 3, TOTAL_STEPS);
            savePendingRegistration({ userId, status: { user_id: userId, account_type: 'entity', next_step: next, total_steps: TOTAL_STEPS } });
            setProgress((current) => ({ ...current, step: next, reachedStep: Math.max(current.reachedStep, next) }));
          },
          onError: onFailure(['otp']),
        },
      );
    } else {
      const payload = { ...registration, number_of_employees: values.number_of_employees, main_programs: values.main_programs, main_projects: values.main_projects };
      if (refusedHere(entityStep3Schema, { ...payload, user_id: registration.userId })) return;
      counters.mutate(
        payload,
        {
          onSuccess: () => {
            clearPendingRegistration();
            setValues(EMPTY_ENTITY);
            setCompleted(true);
          },
          onError: onFailure(ENTITY_COUNTER_FIELDS),
        },
      );
    }
  };

  if (completed) return <PendingApprovalNotice />;

  const errors = failure?.fieldErrors ?? {};
  return (
    <div className="space-y-6">
      <ResumeNoticeBox notice={notice} />
      <ApprovalExplanation />
      <StepProgress steps={stepNames} current={step} reached={reachedStep} />
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-6" aria-busy={busy}>
        <StepHeading step={step} total={TOTAL_STEPS} name={stepNames[step - 1] ?? ''} />
        <p className="text-sm text-slate-600">{t('registration.wizard.required_note')}</p>
        <StepErrorBox failure={failure} summary={step !== 2} entity />
        {stepDone && step !== 2 && <StepDoneNote />}
        {step === 2 ? (
          <VerifyEmailStep
            key={`${registration.userId}-${progress.resendAvailableIn}`}
            otp={values.otp}
            onOtpChange={(otp) => onChange('otp', otp)}
            error={errors.otp}
            email={values.email}
            registration={registration}
            resendAvailableIn={progress.resendAvailableIn}
            done={stepDone}
          />
        ) : (
          <fieldset disabled={stepDone || busy} className="min-w-0">
            <legend className="sr-only">{stepNames[step - 1]}</legend>
            {step === 1 && <EntityInfoFields values={values} onChange={onChange} errors={errors} countries={countries} callingCodes={callingCodes} />}
            {step === 3 && <EntityCounterFields values={values} onChange={onChange} errors={errors} />}
          </fieldset>
        )}
        <WizardActions
          step={step}
          totalSteps={TOTAL_STEPS}
          busy={busy}
          onPrevious={() => {
            clearFailure();
            setProgress((current) => ({ ...current, step: Math.max(1, current.step - 1) }));
          }}
        />
      </form>
    </div>
  );
}
