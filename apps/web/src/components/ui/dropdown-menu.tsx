// The hub's styled dropdown menu on Radix primitives: keyboard support (arrows, Home/End, typeahead,
// Esc returning focus to the trigger) comes from Radix; this file only adds the look and the direction.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { isRtl } from '@wefe/contract/constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon } from '@/components/ui/icons';
import { useLanguage } from '@/lib/i18n';

const triggerClass =
  'inline-flex items-center gap-1.5 rounded-lg px-3 py-2 font-semibold text-slate-700 hover:bg-brand-50 hover:text-brand-800 data-[state=open]:bg-brand-50 data-[state=open]:text-brand-800';

const itemClass =
  'flex w-full cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-start text-slate-700 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

export interface MenuProps {
  /** Visible content of the trigger button. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its visible content is not enough (include the visible text). */
  triggerLabel?: string;
  triggerClassName?: string;
  /** Shows a chevron after the trigger content. */
  chevron?: boolean;
  align?: 'start' | 'center' | 'end';
  children: ReactNode;
}

/** A button that opens a menu of links and actions. */
export function Menu({ trigger, triggerLabel, triggerClassName, chevron = true, align = 'start', children }: MenuProps) {
  const language = useLanguage();
  return (
    // Not modal: a site menu should not block scrolling or the rest of the page.
    <DropdownMenu.Root dir={isRtl(language) ? 'rtl' : 'ltr'} modal={false}>
      <DropdownMenu.Trigger className={`group ${triggerClassName ?? triggerClass}`} aria-label={triggerLabel}>
        {trigger}
        {chevron && <ChevronDownIcon className="size-4 transition-transform group-data-[state=open]:rotate-180" />}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align={align}
          sideOffset={6}
          className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** A menu entry that navigates inside the app. */
export function MenuLinkItem({ to, children }: { to: string; children: ReactNode }) {
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <Link to={to}>{children}</Link>
    </DropdownMenu.Item>
  );
}

/** A menu entry that runs an action. */
export function MenuActionItem({ onSelect, children }: { onSelect: () => void; children: ReactNode }) {
  return (
    <DropdownMenu.Item className={itemClass} onSelect={onSelect}>
      {children}
    </DropdownMenu.Item>
  );
}

/** A non-interactive block at the top of a menu (e.g. the signed-in user's name and email). */
export function MenuLabel({ children }: { children: ReactNode }) {
  return <DropdownMenu.Label className="px-3 py-2">{children}</DropdownMenu.Label>;
}

/** A line between groups of entries. */
export function MenuSeparator() {
  return <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />;
}

export interface MenuChoice<T extends string> {
  value: T;
  label: ReactNode;
  /** Language of the label, when it differs from the page's. */
  lang?: string;
}

/** A group of mutually exclusive choices (menuitemradio), e.g. the interface language. */
export function MenuRadioGroup<T extends string>({
  value,
  onValueChange,
  choices,
}: {
  value: T;
  onValueChange: (value: T) => void;
  choices: readonly MenuChoice<T>[];
}) {
  return (
    <DropdownMenu.RadioGroup value={value} onValueChange={(next) => onValueChange(next as T)}>
      {choices.map((choice) => (
        <DropdownMenu.RadioItem key={choice.value} value={choice.value} lang={choice.lang} className={`${itemClass} justify-between`}>
          {choice.label}
          <DropdownMenu.ItemIndicator className="text-brand-700" aria-hidden="true">
            ✓
          </DropdownMenu.ItemIndicator>
        </DropdownMenu.RadioItem>
      ))}
    </DropdownMenu.RadioGroup>
  );
}
