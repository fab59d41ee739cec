// What the screens call each reviewable content type, from the public catalogue's one `content_types`
// group (issue 31): a new type is named there, in each language, and in none of the staff catalogues.
import { CONTENT_TYPES, type ContentType } from '@wefe/contract';
import type { TFunction } from './i18n';

/**
 * The forms a type's name takes: its list ("Stories"), one item within a sentence ("story") and as a
 * label of its own ("Story"), and the titles of its edit and review screens.
 */
export const CONTENT_TYPE_NAME_FORMS = ['name', 'item', 'item_title', 'edit', 'review'] as const;
export type ContentTypeNameForm = (typeof CONTENT_TYPE_NAME_FORMS)[number];

/** True for a reviewable content type as the addresses write it. */
export function isContentType(value: string): value is ContentType {
  return (CONTENT_TYPES as readonly string[]).includes(value);
}

/** A content type's name in one form, in the reader's language. */
export function contentTypeName(t: TFunction, type: ContentType, form: ContentTypeNameForm): string {
  return t(`content_types.${type}.${form}`);
}
