// The hub's styled dropdown menu on Radix primitives: keyboard support (arrows, Home/End, typeahead,
// Esc returning focus to the trigger) comes from Radix; this file only adds the look and the direction.
// Radix and Floating UI (31 KB gzipped) are not needed to read a page, so they download only when a
// reader goes for a menu: the pointer enters a trigger, focus reaches it, or it is pressed (decision
// 021). Until then a trigger is a plain button of the same look and name that remembers being pressed;
// the real menu then opens as asked. The press is taken at pointerdown, as Radix does, because code
// arriving between pointerdown and click replaces the button and the click never comes (the first
// attempt listened to clicks and lost them in CI).
import type * as DropdownMenuPrimitives from '@radix-ui/react-dropdown-menu';
import { isRtl } from '@wefe/contract/constants';
import { createContext, use, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon } from '@/components/ui/icons';
import { useLanguage } from '@/lib/i18n';

type Primitives = typeof DropdownMenuPrimitives;

const triggerClass =
  'inline-flex items-center gap-1.5 rounded-lg px-3 py-2 font-semibold text-slate-700 hover:bg-brand-50 hover:text-brand-800 data-[state=open]:bg-brand-50 data-[state=open]:text-brand-800';

const itemClass =
  'flex w-full cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-start text-slate-700 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

let loadedPrimitives: Primitives | undefined;
let primitivesLoad: Promise<Primitives> | undefined;

/** Downloads the Radix menu primitives once for every menu; a failed download is retried on next use. */
export function loadMenuPrimitives(): Promise<Primitives> {
  primitivesLoad ??= import('@radix-ui/react-dropdown-menu').then(
    (primitives) => (loadedPrimitives = primitives),
    (error: unknown) => {
      primitivesLoad = undefined;
      throw error;
    },
  );
  return primitivesLoad;
}

/**
 * The primitives if already here, and the call that fetches them for this menu (again after a
 * failure: offline, the trigger stays a plain button, and `onFailure` hears of it).
 */
function useMenuPrimitives(): [Primitives | undefined, (onFailure?: () => void) => void] {
  const [primitives, setPrimitives] = useState(loadedPrimitives);
  return [primitives, (onFailure) => void loadMenuPrimitives().then(setPrimitives, () => onFailure?.())];
}

// Entries render only inside an open menu, hence after the primitives arrived.
const PrimitivesContext = createContext<Primitives | null>(null);

function usePrimitives(): Primitives {
  const primitives = use(PrimitivesContext);
  if (!primitives) throw new Error('Menu entries belong inside a <Menu>.');
  return primitives;
}

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
export function Menu(props: MenuProps) {
  const [primitives, load] = useMenuPrimitives();
  // What the plain trigger was asked for before the primitives arrived, handed on to the real one.
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
  const [focusWhenLoaded, setFocusWhenLoaded] = useState(false);
  if (primitives) return <LoadedMenu {...props} primitives={primitives} defaultOpen={openWhenLoaded} autoFocus={focusWhenLoaded} />;
  // A press the download could not serve is forgotten: the menu must not open by itself on a later hover.
  const open = () => {
    setOpenWhenLoaded(true);
    load(() => setOpenWhenLoaded(false));
  };
  return <PlainTrigger {...props} pending={openWhenLoaded} onPrepare={() => load()} onOpen={open} onFocusChange={setFocusWhenLoaded} />;
}

interface PlainTriggerProps extends MenuProps {
  /** Pressed, waiting for the menu's code. */
  pending: boolean;
  /** Fetches the menu's code: the reader seems about to use it. */
  onPrepare: () => void;
  onOpen: () => void;
  onFocusChange: (focused: boolean) => void;
}

/** The trigger until the primitives arrive: the same look, name and popup state, opening as Radix's does. */
function PlainTrigger({ pending, onPrepare, onOpen, onFocusChange, ...props }: PlainTriggerProps) {
  const openOnArrowDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    onOpen();
  };
  // Radix's own test for a press that opens (main button, no Ctrl); the click that may follow
  // (keyboards and screen readers send only that) asks again, which changes nothing.
  const openOnPress = (event: PointerEvent) => {
    if (event.button === 0 && !event.ctrlKey) onOpen();
  };
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      aria-busy={pending || undefined}
      className={`group ${props.triggerClassName ?? triggerClass}${pending ? ' cursor-progress' : ''}`}
      aria-label={props.triggerLabel}
      onPointerEnter={onPrepare}
      onPointerDown={openOnPress}
      onClick={onOpen}
      onKeyDown={openOnArrowDown}
      onFocus={() => {
        onFocusChange(true);
        onPrepare();
      }}
      onBlur={() => onFocusChange(false)}
    >
      <TriggerContent {...props} />
    </button>
  );
}

function TriggerContent({ trigger, chevron = true }: Pick<MenuProps, 'trigger' | 'chevron'>) {
  return (
    <>
      {trigger}
      {chevron && <ChevronDownIcon className="size-4 transition-transform group-data-[state=open]:rotate-180" />}
    </>
  );
}

interface LoadedMenuProps extends MenuProps {
  primitives: Primitives;
  defaultOpen: boolean;
  autoFocus: boolean;
}

function LoadedMenu({ primitives: DropdownMenu, defaultOpen, autoFocus, align = 'start', children, ...trigger }: LoadedMenuProps) {
  const language = useLanguage();
  return (
    <PrimitivesContext value={DropdownMenu}>
      {/* Not modal: a site menu should not block scrolling or the rest of the page. */}
      <DropdownMenu.Root dir={isRtl(language) ? 'rtl' : 'ltr'} modal={false} defaultOpen={defaultOpen}>
        <DropdownMenu.Trigger
          className={`group ${trigger.triggerClassName ?? triggerClass}`}
          aria-label={trigger.triggerLabel}
          autoFocus={autoFocus}
        >
          <TriggerContent {...trigger} />
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
    </PrimitivesContext>
  );
}

/** A menu entry that navigates inside the app. */
export function MenuLinkItem({ to, children }: { to: string; children: ReactNode }) {
  const DropdownMenu = usePrimitives();
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <Link to={to}>{children}</Link>
    </DropdownMenu.Item>
  );
}

/** A menu entry that runs an action. */
export function MenuActionItem({ onSelect, children }: { onSelect: () => void; children: ReactNode }) {
  const DropdownMenu = usePrimitives();
  return (
    <DropdownMenu.Item className={itemClass} onSelect={onSelect}>
      {children}
    </DropdownMenu.Item>
  );
}

/** A non-interactive block at the top of a menu (e.g. the signed-in user's name and email). */
export function MenuLabel({ children }: { children: ReactNode }) {
  const DropdownMenu = usePrimitives();
  return <DropdownMenu.Label className="px-3 py-2">{children}</DropdownMenu.Label>;
}

/** A line between groups of entries. */
export function MenuSeparator() {
  const DropdownMenu = usePrimitives();
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
  const DropdownMenu = usePrimitives();
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
