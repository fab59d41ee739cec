// A place written from parts ("Deir Alla, Jordan"): each part isolated in its own direction and the
// whole in the page's, so an Arabic town beside an English country name reads "القاهرة, Egypt" on an
// English page, not "Egypt ,القاهرة" as one run laid out right to left.
import { Fragment } from 'react';
import { useTranslation } from '@/lib/i18n';

/** The parts of a place, empty ones left out, joined with the language's list separator ('، ' in Arabic). */
export function PlaceName({ parts }: { parts: readonly (string | null | undefined)[] }) {
  const { t } = useTranslation();
  const separator = t('common.list_separator');
  const shown = parts.filter((part): part is string => Boolean(part));
  return (
    <span>
      {shown.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && separator}
          <bdi>{part}</bdi>
        </Fragment>
      ))}
    </span>
  );
}
