// How the console's edit form shows each editable field of a type: the input it needs, whether the
// member form requires it, and the language of text written in Arabic. The field names and their order
// come from the contract (ADMIN_EDITABLE_FIELDS), which the server's rules follow too.
import { ADMIN_EDITABLE_FIELDS, type ContentType } from '@wefe/contract';

export type FieldKind = 'text' | 'textarea' | 'date' | 'datetime' | 'email' | 'url' | 'tel';

export interface EditableField {
  name: string;
  kind: FieldKind;
  required: boolean;
  /** 'ar' for the Arabic versions of a story's texts. */
  lang?: 'ar';
}

type Spec = Partial<Omit<EditableField, 'name'>>;

// Only what differs from an optional one-line text is listed.
const SPECS: Record<ContentType, Record<string, Spec>> = {
  publications: {
    title: { required: true },
    publication_author: { required: true },
    publication_date: { kind: 'date', required: true },
    summary: { kind: 'textarea' },
    publication_link: { kind: 'url' },
  },
  stories: {
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
  },
  'news-events': {
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
  },
};

/** The editable fields of a type, in the form's order. */
export function editableFields(type: ContentType): EditableField[] {
  return ADMIN_EDITABLE_FIELDS[type].map((name: string) => ({ name, kind: 'text', required: false, ...SPECS[type][name] }));
}
