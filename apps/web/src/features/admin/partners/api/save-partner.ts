// POST /admin/partners (create) and POST /admin/partners/{id} with _method=PUT (edit): the partner
// form as multipart, so a logo file can go with it, with upload progress.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffPartner } from '@wefe/contract';
import type { ApiAnswer } from '@/lib/api-client';
import { uploadRequest, type UploadProgress } from '@/lib/upload';
import { invalidatePartners } from './invalidate-partners';

/** What the form holds; `logo` is a newly chosen file, `removeLogo` drops the current one. */
export interface PartnerFormValues {
  name: string;
  url: string;
  organizationTypeId: string;
  featured: boolean;
  logo: File | null;
  removeLogo: boolean;
}

/** The form as the API reads it; an edit carries `_method=PUT` and sends every field, empty ones clearing. */
export function partnerFormData(values: PartnerFormValues, editing: boolean): FormData {
  const form = new FormData();
  if (editing) form.append('_method', 'PUT');
  form.append('name', values.name);
  form.append('url', values.url);
  form.append('organization_type_id', values.organizationTypeId);
  form.append('featured', values.featured ? '1' : '0');
  if (values.logo) form.append('logo', values.logo);
  else if (editing && values.removeLogo) form.append('remove_logo', '1');
  return form;
}

/** Creates (no id) or edits (id) a partner. */
export async function savePartner(id: number | null, form: FormData, onProgress?: (progress: UploadProgress) => void): Promise<StaffPartner> {
  const path = id === null ? '/admin/partners' : `/admin/partners/${id}`;
  return (await uploadRequest<ApiAnswer<StaffPartner>>(path, form, { onProgress })).data;
}

/** The save as a mutation; every partner list refetches after it. */
export function useSavePartner(id: number | null, onProgress?: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: PartnerFormValues) => savePartner(id, partnerFormData(values, id !== null), onProgress),
    onSuccess: () => invalidatePartners(queryClient),
  });
}
