// The images of a submission form (a story's visuals, an event's images): on the edit page the stored
// ones, each with a 'Remove ...' checkbox; then the file input adding new ones, each listed with a
// preview and its own alt text box (sent paired with it by position).
import { TextField } from '@/components/ui/form';
import { CoverImage } from '@/components/ui/cover-image';
import { FilesField } from '@/components/ui/files-field';
import { ImageIcon } from '@/components/ui/icons';
import { StoredFile, toggledId } from '@/components/ui/stored-file';

/** A chosen image and its alt text. */
export interface ImageChoice {
  file: File;
  alt: string;
}

export interface ImagesFieldProps {
  label: string;
  /** The file input's name ('images[]') and the alt text boxes' ('image_alt_text[]'). */
  name: string;
  altName: string;
  accept: string;
  hint: string;
  error?: readonly string[] | undefined;
  disabled: boolean;
  choices: readonly ImageChoice[];
  onChoicesChange: (choices: ImageChoice[]) => void;
  /** Which chosen files to keep (e.g. only the accepted types); all by default. */
  keepChosen?: (files: File[]) => File[];
  /** Edit page: the stored images, which of them to remove, and whether they are fetched with the session. */
  stored?: readonly { id: number; image_path: string; alt_text: string | null }[];
  removeIds?: readonly number[];
  onRemoveIdsChange?: (ids: number[]) => void;
  withSession?: boolean;
  labels: {
    current: string;
    /** 'Image 2', for a stored image without alt text. */
    imageN: (n: number) => string;
    removeNamed: (name: string) => string;
    altFor: (name: string) => string;
    altHint: string;
  };
}

/** The stored images and the new ones. */
export function ImagesField({
  label,
  name,
  altName,
  accept,
  hint,
  error,
  disabled,
  choices,
  onChoicesChange,
  keepChosen = (files) => files,
  stored = [],
  removeIds = [],
  onRemoveIdsChange,
  withSession = false,
  labels,
}: ImagesFieldProps) {
  const icon = <ImageIcon className="size-6 shrink-0 text-brand-700" />;
  return (
    <div className="space-y-3">
      {stored.length > 0 && (
        <div>
          <p className="mb-1.5 font-semibold text-slate-800">{labels.current}</p>
          <ul className="space-y-2">
            {stored.map((image, index) => {
              const imageName = image.alt_text || labels.imageN(index + 1);
              return (
                <StoredFile
                  key={image.id}
                  label={labels.removeNamed(imageName)}
                  checked={removeIds.includes(image.id)}
                  disabled={disabled}
                  onToggle={(on) => onRemoveIdsChange?.(toggledId(removeIds, image.id, on))}
                >
                  <span className="size-12 shrink-0 overflow-hidden rounded-md bg-brand-50">
                    <CoverImage src={image.image_path} withSession={withSession} placeholder={<ImageIcon className="size-6" />} />
                  </span>
                  <span dir="auto" className="min-w-0 truncate text-sm text-slate-700">
                    {imageName}
                  </span>
                </StoredFile>
              );
            })}
          </ul>
        </div>
      )}
      <FilesField
        label={label}
        name={name}
        accept={accept}
        files={choices.map((choice) => choice.file)}
        onAdd={(files) => {
          const kept = keepChosen(files);
          if (kept.length > 0) onChoicesChange([...choices, ...kept.map((file) => ({ file, alt: '' }))]);
        }}
        onRemove={(index) => onChoicesChange(choices.filter((_, at) => at !== index))}
        error={error}
        hint={hint}
        disabled={disabled}
        imagePreview
        icon={icon}
        renderExtra={(index) => {
          const choice = choices[index];
          if (!choice) return null;
          return (
            <TextField
              label={labels.altFor(choice.file.name)}
              name={altName}
              value={choice.alt}
              hint={labels.altHint}
              disabled={disabled}
              onChange={(alt) => onChoicesChange(choices.map((item, at) => (at === index ? { ...item, alt } : item)))}
            />
          );
        }}
      />
    </div>
  );
}
