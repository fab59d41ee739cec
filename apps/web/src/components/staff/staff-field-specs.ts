// How the console's edit form shows each editable field of a content type (issue 31): the input it
// needs, whether the member form requires it, and the language of text written in Arabic. Each content
// feature declares its own (`*-staff-fields.ts`), listed in app/content-features.ts and handed to the
// edit screen by app/staff-routes.tsx. The field names and their order come from the contract
// (ADMIN_EDITABLE_FIELDS), which the server's rules follow too.

export type FieldKind = 'text' | 'textarea' | 'date' | 'datetime' | 'email' | 'url' | 'tel';

/** One field of the edit form. */
export interface EditableField {
  name: string;
  kind: FieldKind;
  required: boolean;
  /** 'ar' for the Arabic versions of a story's texts. */
  lang?: 'ar';
}

/** A type's fields that differ from an optional one-line text, by name. */
export type StaffFieldSpecs = Readonly<Record<string, Partial<Omit<EditableField, 'name'>>>>;

/** The editable fields of a type, in the contract's order, as its specs show them. */
export function editableFields(names: readonly string[], specs: StaffFieldSpecs): EditableField[] {
  return names.map((name) => ({ name, kind: 'text', required: false, ...specs[name] }));
}
