// The member's picture, or the initials of their name when there is none (or it fails to load).
import type { User } from '@wefe/contract';
import { useState } from 'react';
import { userInitials } from '@/lib/auth';

/** A round avatar. */
export function ProfileAvatar({ user }: { user: User }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = user.profile_picture_url;
  if (url && url !== failedUrl) {
    return <img src={url} alt="" onError={() => setFailedUrl(url)} className="size-24 shrink-0 rounded-full border-4 border-white object-cover shadow" />;
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-24 shrink-0 items-center justify-center rounded-full border-4 border-white bg-brand-700 text-3xl font-bold text-white shadow"
    >
      {userInitials(user)}
    </span>
  );
}
