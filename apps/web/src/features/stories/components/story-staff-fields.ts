// A story's fields on the console's edit form (components/staff/staff-field-specs.ts), its Arabic
// texts marked as such.
import type { StaffFieldSpecs } from '@/components/staff/staff-field-specs';

/** What differs from an optional one-line text. */
export const storyStaffFields: StaffFieldSpecs = {
  title: { required: true },
  title_ar: { lang: 'ar' },
  excerpt: { kind: 'textarea' },
  excerpt_ar: { kind: 'textarea', lang: 'ar' },
  desc: { kind: 'textarea', required: true },
  content_ar: { kind: 'textarea', lang: 'ar' },
  background: { kind: 'textarea', required: true },
  main_components: { kind: 'textarea', required: true },
  achievements: { kind: 'textarea' },
  additional_info: { kind: 'textarea' },
  sustainability_status_desc: { kind: 'textarea' },
  location: { required: true },
  implementing_leader: { required: true },
  starting_date: { kind: 'date' },
  ending_date: { kind: 'date' },
  contact_name: { required: true },
  contact_email: { kind: 'email', required: true },
  contact_position: { required: true },
  story_link: { kind: 'url' },
};
