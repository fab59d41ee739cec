// A news item's or event's fields on the console's edit form (components/staff/staff-field-specs.ts):
// an event's dates with their time.
import type { StaffFieldSpecs } from '@/components/staff/staff-field-specs';

/** What differs from an optional one-line text. */
export const newsEventStaffFields: StaffFieldSpecs = {
  title: { required: true },
  desc: { kind: 'textarea' },
  background: { kind: 'textarea' },
  impact: { kind: 'textarea' },
  key_learnings: { kind: 'textarea' },
  additional_info: { kind: 'textarea' },
  quantitative_metrics: { kind: 'textarea' },
  quantitative_metrics_desc: { kind: 'textarea' },
  location: { required: true },
  implementing_leader: { required: true },
  starting_date: { kind: 'datetime', required: true },
  end_date: { kind: 'datetime' },
  register_deadline: { kind: 'datetime' },
  contact_email: { kind: 'email' },
  contact_phone: { kind: 'tel' },
  post_link: { kind: 'url' },
  website_url: { kind: 'url' },
  registration_url: { kind: 'url' },
};
