// A member's own profile: read it, change the fields they sent.
import type { Language, ProfileUpdate } from '@wefe/contract';
import { birthDateProblem } from '../../lib/dates.ts';
import { normalizeEmail } from '../../lib/email.ts';
import { notFound, validation } from '../../lib/errors.ts';
import type { MessageKey } from '../../lib/i18n.ts';
import type { Mailer } from '../mail/mailer.ts';
import { composeMail } from '../mail/mail.templates.ts';
import type { RegistrationRefs } from '../registration/registration.service.ts';
import type { NewUser, UsersRepo } from '../users/users.repo.ts';
import { presentUser } from '../users/users.presenter.ts';

/** Builds the profile service. */
export function createProfileService({ users, refs, mailer }: { users: UsersRepo; refs: RegistrationRefs; mailer: Mailer }) {
  async function load(userId: number, language: Language) {
    const profile = await users.findProfile(userId);
    if (!profile) throw notFound();
    return presentUser(profile, language);
  }

  return {
    get: load,

    /** Applies the sent fields; role, status, verification and ids are not in the schema, so cannot change. */
    async update(userId: number, input: ProfileUpdate, language: Language) {
      const current = await users.findById(userId);
      if (!current) throw notFound();
      const errors: Record<string, MessageKey[]> = {};
      const changes: Partial<NewUser> = {};
      if (input.email !== undefined && normalizeEmail(input.email) !== current.emailNormalized) {
        const owner = await users.findByEmail(normalizeEmail(input.email));
        if (owner) errors.email = ['validation.email_taken'];
        changes.email = input.email;
        changes.emailNormalized = normalizeEmail(input.email);
      }
      const birth = input.birth_date === undefined ? undefined : birthDateProblem(input.birth_date);
      if (birth) errors.birth_date = [birth];
      if (input.country_id !== undefined && !(await refs.countryExists(input.country_id))) errors.country_id = ['validation.unknown_option'];
      if (input.organization_type_id !== undefined && !(await refs.organizationTypeExists(input.organization_type_id))) {
        errors.organization_type_id = ['validation.unknown_option'];
      }
      if (input.education_level_id !== undefined && !(await refs.educationLevelExists(input.education_level_id))) {
        errors.education_level_id = ['validation.unknown_option'];
      }
      if (Object.keys(errors).length) throw validation(errors);

      const map: Array<[keyof ProfileUpdate, keyof NewUser]> = [
        ['display_name', 'displayName'],
        ['first_name', 'firstName'],
        ['last_name', 'lastName'],
        ['phone', 'phone'],
        ['gender', 'gender'],
        ['birth_date', 'birthDate'],
        ['country_id', 'countryId'],
        ['organization', 'organization'],
        ['organization_type_id', 'organizationTypeId'],
        ['organization_short_name', 'organizationShortName'],
        ['position', 'position'],
        ['education_level_id', 'educationLevelId'],
        ['field_of_study', 'fieldOfStudy'],
        ['experience_years', 'experienceYears'],
        ['language', 'language'],
      ];
      for (const [field, column] of map) {
        if (input[field] !== undefined) (changes as Record<string, unknown>)[column] = input[field];
      }
      if (Object.keys(changes).length) await users.update(userId, changes);
      if (changes.email) {
        // The old address hears of the change, so a hijacked session cannot move an account quietly.
        const name = current.firstName ?? current.entityName ?? '';
        await mailer.send(composeMail('emailChanged', current.language, current.email, { name, newEmail: changes.email }));
      }
      return load(userId, language);
    },
  };
}
