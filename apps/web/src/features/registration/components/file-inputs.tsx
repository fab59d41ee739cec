// File fields of the registration forms: the optional profile picture (with a preview) and the
// entity's PDF proof document, both the shared FileField with the types the API accepts.
import type { ComponentProps } from 'react';
import { FileField } from '@/components/ui/file-field';
import { DocumentIcon, UserIcon } from '@/components/ui/icons';

type InputProps = Omit<ComponentProps<typeof FileField>, 'accept' | 'imagePreview' | 'icon'>;

/** The optional profile picture (jpeg, png, webp), with a preview and a way to remove it. */
export function PictureInput(props: InputProps) {
  return <FileField {...props} accept="image/jpeg,image/png,image/webp" imagePreview icon={<UserIcon className="size-8 shrink-0 text-brand-700" />} />;
}

/** The entity's proof document: PDF only. */
export function DocumentInput(props: InputProps) {
  return <FileField {...props} accept="application/pdf,.pdf" icon={<DocumentIcon className="size-6 shrink-0 text-brand-700" />} />;
}
