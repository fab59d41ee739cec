// The partners in the shown order: logo, name, type, featured, and per row Move up / Move down, Edit and
// Delete. A move keeps focus on the moved row's button (or its other move button at the list's end),
// so a keyboard user can press it again to keep moving the same partner.
import type { StaffPartner } from '@wefe/contract';
import { useEffect, useRef } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { ChevronDownIcon } from '@/components/ui/icons';
import { PartnerLogo } from '@/components/ui/partner-logo';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { DeletePartnerButton } from './delete-partner-button';

export type MoveDirection = 'up' | 'down';

export interface PartnerListProps {
  partners: StaffPartner[];
  /** The move that just happened, whose button gets focus back. */
  lastMove: { id: number; direction: MoveDirection } | null;
  onMove: (partner: StaffPartner, direction: MoveDirection) => void;
  onEdit: (partner: StaffPartner) => void;
  onDeleted: (partner: StaffPartner) => void;
}

const smallButton = 'inline-flex items-center gap-1 rounded-lg border px-3 py-1.5 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-40';

/** The ordered list of partners with their actions. */
export function PartnerList({ partners, lastMove, onMove, onEdit, onDeleted }: PartnerListProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const buttonRef = (id: number, direction: MoveDirection) => (element: HTMLButtonElement | null) => {
    if (element) moveButtons.current.set(`${id}-${direction}`, element);
    else moveButtons.current.delete(`${id}-${direction}`);
  };

  useEffect(() => {
    if (!lastMove) return;
    const index = partners.findIndex((p) => p.id === lastMove.id);
    if (index < 0) return;
    // At either end the button just used is disabled: its row's other move button takes focus.
    const atEnd = lastMove.direction === 'up' ? index === 0 : index === partners.length - 1;
    const direction = atEnd ? (lastMove.direction === 'up' ? 'down' : 'up') : lastMove.direction;
    moveButtons.current.get(`${lastMove.id}-${direction}`)?.focus();
  }, [lastMove, partners]);

  return (
    <ol aria-label={t('partners.list_label')} className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {partners.map((partner, index) => {
        const type = partner.organization_type?.[`name_${language}`];
        return (
          <li key={partner.id} className="flex flex-wrap items-center gap-4 p-4">
            <span className="sr-only">{t('partners.position', { position: index + 1 })}</span>
            <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50 text-brand-800">
              <PartnerLogo name={partner.name} image={partner.image} letters={3} />
            </div>
            <div className="min-w-0 flex-1">
              <p dir="auto" className="text-start font-semibold text-slate-900">
                {partner.name}
              </p>
              <p className="text-sm text-slate-600">{type ?? t('partners.no_type')}</p>
              {partner.url && (
                <p dir="ltr" className="truncate text-start text-sm text-slate-500">
                  {partner.url}
                </p>
              )}
            </div>
            {partner.featured && <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">{t('partners.featured')}</span>}
            <div className="flex flex-wrap items-center gap-2">
              <button
                ref={buttonRef(partner.id, 'up')}
                type="button"
                disabled={index === 0}
                onClick={() => onMove(partner, 'up')}
                className={`${smallButton} border-slate-300 text-slate-700 hover:bg-slate-50`}
              >
                <ChevronDownIcon className="size-4 rotate-180" aria-hidden="true" />
                <span aria-hidden="true">{t('partners.move_up')}</span>
                <span className="sr-only">{t('partners.move_up_named', { name: partner.name })}</span>
              </button>
              <button
                ref={buttonRef(partner.id, 'down')}
                type="button"
                disabled={index === partners.length - 1}
                onClick={() => onMove(partner, 'down')}
                className={`${smallButton} border-slate-300 text-slate-700 hover:bg-slate-50`}
              >
                <ChevronDownIcon className="size-4" aria-hidden="true" />
                <span aria-hidden="true">{t('partners.move_down')}</span>
                <span className="sr-only">{t('partners.move_down_named', { name: partner.name })}</span>
              </button>
              <button type="button" onClick={() => onEdit(partner)} className={`${buttonStyles.secondary} px-3 py-1.5 text-sm`}>
                <span aria-hidden="true">{t('shell.edit')}</span>
                <span className="sr-only">{t('partners.edit_named', { name: partner.name })}</span>
              </button>
              <DeletePartnerButton partner={partner} onDeleted={onDeleted} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
