// /register/individual: the 4-step individual registration (spec part 1, 'Individual registration'
// and section 4). Each Next sends its step and moves on only when the call succeeded; Previous goes
// back one step. The wizard resumes a registration saved in this browser or handed over by login.
import { RESEND_COOLDOWN_SECONDS, registerStep1Schema, registerStep3Schema, registerStep4Schema } from '@wefe/contract';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormPage } from '@/components/ui/form-page';
import { Spinner } from '@/components/ui/spinner';
import { SuccessModal } from '@/components/ui/success-modal';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { clearPendingRegistration, savePendingRegistration } from '@/lib/pending-registration';
import { useCountries } from '@/lib/lookups/get-countries';
import { useOrganizationTypes } from '@/lib/lookups/get-organization-types';
import { useEducationLevels } from '../api/get-education-levels';
import { useRegisterAdditionalInfo } from '../api/register-additional-info';
import { useRegisterCareer } from '../api/register-career';
import { useRegisterIndividualStep1 } from '../api/register-individual-step1';
import { useVerifyAccount } from '../api/verify-account';
import { joinPhone } from '../components/calling-codes';
import {
  ADDITIONAL_INFO_FIELDS,
  AdditionalInfoFields,
  CAREER_FIELDS,
  CareerFields,
  EMPTY_INDIVIDUAL,
  PERSONAL_INFO_FIELDS,
  PersonalInfoFields,
  type IndividualValues,
} from '../components/individual-steps';
import { StepProgress } from '../components/step-progress';
import { useCallingCodeOptions } from '../components/use-calling-code-options';
import { useStepFailure } from '../components/use-step-failure';
import { FRESH_START, useRegistrationResume, type ResumeNotice, type WizardProgress } from '../components/use-registration-resume';
import { VerifyEmailStep } from '../components/verify-email-step';
import { WizardActions } from '../components/wizard-actions';
import { ResumeNoticeBox, StepDoneNote, StepErrorBox, StepHeading } from '../components/wizard-parts';

const TOTAL_STEPS = 4;

export function Component() {
  const { t } = useTranslation();
  const resume = useRegistrationResume('individual', TOTAL_STEPS);
  return (
    <FormPage title={t('pages.register_individual')} subtitle={t('registration.individual.subtitle')} width="wide">
      {resume.state === 'loading' ? (
        <div className="flex justify-center py-10">
          <Spinner label={t('registration.wizard.loading')} />
        </div>
      ) : (
        <IndividualWizard initial={resume.progress} notice={resume.notice} />
      )}
    </FormPage>
  );
}

function IndividualWizard({ initial, notice }: { initial: WizardProgress; notice?: ResumeNotice | undefined }) {
  const { t } = useTranslation();
  const { formRef, failure, clearFailure, onFailure, refusedHere } = useStepFailure();
  const navigate = useNavigate();
  const [progress, setProgress] = useState(initial);
  const [values, setValues] = useState<IndividualValues>(EMPTY_INDIVIDUAL);
  const [succeeded, setSucceeded] = useState(false);

  const countries = useCountries();
  const organizationTypes = useOrganizationTypes();
  const educationLevels = useEducationLevels();
  const callingCodes = useCallingCodeOptions(countries.data);

  const personalInfo = useRegisterIndividualStep1();
  const verification = useVerifyAccount();
  const career = useRegisterCareer();
  const additionalInfo = useRegisterAdditionalInfo();
  const busy = personalInfo.isPending || verification.isPending || career.isPending || additionalInfo.isPending;

  const { step, reachedStep } = progress;
  const registration = { userId: progress.userId, token: progress.token };
  // A step before the one the server expects is already saved: Next only moves on.
  const stepDone = step < reachedStep;
  const stepNames = [
    t('registration.individual.steps.personal'),
    t('registration.individual.steps.verify'),
    t('registration.individual.steps.career'),
    t('registration.individual.steps.additional'),
  ];

  const onChange = <K extends keyof IndividualValues>(field: K, value: IndividualValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  /** Moves to `next` after a step succeeded, remembering it in local storage for a later resume. */
  const moveTo = (next: number, userId: number) => {
    const nextStep = Math.min(next, TOTAL_STEPS);
    savePendingRegistration({
      userId,
      status: { user_id: userId, account_type: 'individual', next_step: nextStep, total_steps: TOTAL_STEPS },
    });
    setProgress((current) => ({ ...current, step: nextStep, reachedStep: Math.max(current.reachedStep, nextStep) }));
  };



  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    clearFailure();
    if (stepDone) {
      setProgress((current) => ({ ...current, step: current.step + 1 }));
      return;
    }
    switch (step) {
      case 1: {
        const callingCode = callingCodes.find((option) => option.iso2 === values.phone_country)?.callingCode ?? '';
        const payload = {
          first_name: values.first_name.trim(),
          last_name: values.last_name.trim(),
          phone: joinPhone(callingCode, values.phone_number),
          email: values.email.trim(),
          country_id: values.country_id,
          gender: values.gender,
          birth_date: values.birth_date,
          password: values.password,
          password_confirmation: values.password_confirmation,
        };
        if (refusedHere(registerStep1Schema, payload)) return;
        personalInfo.mutate(
          { ...payload, country_id: Number(payload.country_id), profile_picture: values.profile_picture },
          {
            onSuccess: (answer) => {
              const { user_id: userId, registration_token: token } = answer.data;
              savePendingRegistration({
                userId,
                token,
                status: { user_id: userId, account_type: 'individual', next_step: 2, total_steps: TOTAL_STEPS },
              });
              setProgress({ step: 2, reachedStep: 2, userId, token, resendAvailableIn: RESEND_COOLDOWN_SECONDS });
            },
            onError: onFailure(PERSONAL_INFO_FIELDS),
          },
        );
        return;
      }
      case 2:
        verification.mutate(
          { ...registration, otp: values.otp },
          {
            onSuccess: (status) => moveTo(status?.next_step ?? 3, registration.userId ?? 0),
            onError: onFailure(['otp']),
          },
        );
        return;
      case 3: {
        const payload = {
          ...registration,
          organization: values.organization.trim(),
          organization_type_id: values.organization_type_id,
          organization_short_name: values.organization_short_name.trim(),
          position: values.position.trim(),
        };
        if (refusedHere(registerStep3Schema, { ...payload, user_id: registration.userId })) return;
        career.mutate(payload, { onSuccess: () => moveTo(4, registration.userId ?? 0), onError: onFailure(CAREER_FIELDS) });
        return;
      }
      default: {
        const payload = {
          ...registration,
          education_level_id: values.education_level_id,
          field_of_study: values.field_of_study.trim(),
          experience_years: values.experience_years,
        };
        if (refusedHere(registerStep4Schema, { ...payload, user_id: registration.userId })) return;
        additionalInfo.mutate(payload, {
          onSuccess: () => {
            // Spec part 1, section 4: reset the form and the stored registration, then the modal.
            clearPendingRegistration();
            setValues(EMPTY_INDIVIDUAL);
            setProgress(FRESH_START);
            setSucceeded(true);
          },
          onError: onFailure(ADDITIONAL_INFO_FIELDS),
        });
      }
    }
  };

  const errors = failure?.fieldErrors ?? {};

  return (
    <>
      <div className="space-y-6">
        <ResumeNoticeBox notice={notice} />
        <StepProgress steps={stepNames} current={step} reached={reachedStep} />
        <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-6" aria-busy={busy}>
          <StepHeading step={step} total={TOTAL_STEPS} name={stepNames[step - 1] ?? ''} />
          <p className="text-sm text-slate-600">{t('registration.wizard.required_note')}</p>
          <StepErrorBox failure={failure} summary={step !== 2} />
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
              {step === 1 && <PersonalInfoFields values={values} onChange={onChange} errors={errors} countries={countries} callingCodes={callingCodes} />}
              {step === 3 && <CareerFields values={values} onChange={onChange} errors={errors} organizationTypes={organizationTypes} />}
              {step === 4 && <AdditionalInfoFields values={values} onChange={onChange} errors={errors} educationLevels={educationLevels} />}
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
      <SuccessModal
        open={succeeded}
        onOpenChange={setSucceeded}
        title={t('registration.individual.success_title')}
        message={t('registration.individual.success_message')}
        actionLabel={t('registration.wizard.go_to_login')}
        onAction={() => void navigate(paths.auth.login.getHref())}
      />
    </>
  );
}
