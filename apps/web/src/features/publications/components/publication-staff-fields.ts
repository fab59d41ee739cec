// A publication's fields on the console's edit form (components/staff/staff-field-specs.ts).
import type { StaffFieldSpecs } from '@/components/staff/staff-field-specs';

/** What differs from an optional one-line text. */
export const publicationStaffFields: StaffFieldSpecs = {
  title: { required: true },
  publication_author: { required: true },
  publication_date: { kind: 'date', required: true },
  summary: { kind: 'textarea' },
  publication_link: { kind: 'url' },
};
