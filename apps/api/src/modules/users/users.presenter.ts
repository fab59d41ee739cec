// A user as the API shows them to themselves and to staff; never the hash or tokens.
import type { Language, User } from '@wefe/contract';
import type { UserProfileRow } from './users.repo.ts';

type Named = { id: number; nameEn: string; nameAr: string; nameFr: string } | null;

function localized(ref: Named, language: Language) {
  if (!ref) return null;
  const name = language === 'ar' ? ref.nameAr : language === 'fr' ? ref.nameFr : ref.nameEn;
  return { id: ref.id, name: name || ref.nameEn };
}

/** Presents a profile row in the request language; `pendingEmail` is an address change awaiting its code. */
export function presentUser({ user, country, organizationType, educationLevel, proofDocument }: UserProfileRow, language: Language, pendingEmail: string | null = null): User {
  const isEntity = user.accountType === 'entity';
  return {
    id: user.id,
    account_type: user.accountType,
    role: user.role,
    status: user.status,
    email: user.email,
    email_verified: user.emailVerifiedAt !== null,
    pending_email: pendingEmail,
    first_name: user.firstName,
    last_name: user.lastName,
    display_name: user.displayName,
    phone: user.phone,
    gender: user.gender,
    birth_date: user.birthDate,
    country: localized(country, language),
    organization: user.organization,
    organization_name: user.organization,
    organization_short_name: user.organizationShortName,
    organization_type: localized(organizationType, language),
    position: user.position,
    field_of_study: user.fieldOfStudy,
    experience_years: user.experienceYears,
    education_level: localized(educationLevel, language),
    language: user.language,
    profile_picture_url: user.profilePictureId ? `/api/media/${user.profilePictureId}?w=400` : null,
    entity: isEntity
      ? {
          entity_name: user.entityName,
          entity_short_name: user.entityShortName,
          entity_type: user.entityType,
          field_of_expertise: user.fieldOfExpertise,
          address: user.address,
          location: user.location,
          website: user.website,
          years_of_operation: user.yearsOfOperation,
          number_of_employees: user.numberOfEmployees,
          main_programs: user.mainPrograms,
          main_projects: user.mainProjects,
          verification_document_name: proofDocument?.originalName ?? null,
          verification_document_url: proofDocument ? `/api/media/${proofDocument.id}` : null,
          rejection_reason: user.rejectionReason,
        }
      : null,
    created_at: user.createdAt instanceof Date ? user.createdAt.toISOString() : new Date(user.createdAt).toISOString(),
  };
}
