// A collapsible side menu in the shadcn/ui manner. Wide screens: a column that narrows to an icon
// rail, remembered in a cookie. Narrow screens: an off-canvas sheet. Ctrl+B or Cmd+B toggles it.
import { Slot } from '@radix-ui/react-slot';
import { PanelLeft } from 'lucide-react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type CSSProperties,
  type RefObject,
} from 'react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';
import { cn } from '@/lib/cn';

const SIDEBAR_WIDTH = '16rem';
const SIDEBAR_WIDTH_MOBILE = '18rem';
const SIDEBAR_WIDTH_ICON = '3rem';

export type SidebarState = 'expanded' | 'collapsed';

interface SidebarContextValue {
  state: SidebarState;
  open: boolean;
  setOpen: (open: boolean) => void;
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggleSidebar: () => void;
  /** The trigger button, where focus returns when the phone sheet closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used within a SidebarProvider.');
  return context;
}

/** True while the media query matches; false where matchMedia is missing (tests, old browsers). */
function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

function readBooleanCookie(name: string): boolean | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  const value = entry?.slice(name.length + 1);
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

interface SidebarProviderProps extends ComponentProps<'div'> {
  /** Used when the cookie holds no choice yet. */
  defaultOpen?: boolean;
  /** The cookie remembering expanded (`true`) or collapsed (`false`) on wide screens. */
  cookieName?: string;
  cookieMaxAgeSeconds: number;
  /** Below this width the menu is an off-canvas sheet. */
  mobileBreakpointPx: number;
  /** Pressed with Ctrl or Cmd, toggles the menu. */
  shortcutKey?: string;
}

export function SidebarProvider({
  defaultOpen = true,
  cookieName = 'sidebar_state',
  cookieMaxAgeSeconds,
  mobileBreakpointPx,
  shortcutKey = 'b',
  className,
  style,
  children,
  ...props
}: SidebarProviderProps) {
  const isMobile = useMediaQuery(`(max-width: ${mobileBreakpointPx - 1}px)`);
  const [open, setOpenState] = useState(() => readBooleanCookie(cookieName) ?? defaultOpen);
  const [openMobile, setOpenMobile] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const setOpen = useCallback(
    (value: boolean) => {
      setOpenState(value);
      document.cookie = `${cookieName}=${value}; path=/; max-age=${cookieMaxAgeSeconds}; SameSite=Lax`;
    },
    [cookieName, cookieMaxAgeSeconds],
  );

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((current) => !current);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== shortcutKey || event.altKey || event.shiftKey) return;
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      toggleSidebar();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [shortcutKey, toggleSidebar]);

  const state: SidebarState = open ? 'expanded' : 'collapsed';
  const value = useMemo(
    () => ({
      state,
      open,
      setOpen,
      openMobile,
      setOpenMobile,
      isMobile,
      toggleSidebar,
      triggerRef,
    }),
    [state, open, setOpen, openMobile, isMobile, toggleSidebar],
  );

  return (
    <SidebarContext.Provider value={value}>
      <div
        data-sidebar-state={state}
        style={
          {
            '--sidebar-width': SIDEBAR_WIDTH,
            '--sidebar-width-mobile': SIDEBAR_WIDTH_MOBILE,
            '--sidebar-width-icon': SIDEBAR_WIDTH_ICON,
            ...style,
          } as CSSProperties
        }
        className={cn('group/sidebar-wrapper flex w-full', className)}
        {...props}
      >
        {children}
      </div>
    </SidebarContext.Provider>
  );
}

interface SidebarProps extends ComponentProps<'aside'> {
  /** The menu's accessible name (a landmark on wide screens, the sheet's title on narrow ones). */
  label: string;
}

export function Sidebar({ label, className, children, ...props }: SidebarProps) {
  const { isMobile, state, openMobile, setOpenMobile, triggerRef } = useSidebar();

  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent
          side="left"
          aria-describedby={undefined}
          closeLabel="Close side menu"
          // The sheet is opened by a button outside it: hand focus back to that button.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          className="w-(--sidebar-width-mobile) gap-0 p-0 sm:max-w-none"
          style={{ '--sidebar-width-mobile': SIDEBAR_WIDTH_MOBILE } as CSSProperties}
        >
          <SheetTitle className="sr-only">{label}</SheetTitle>
          <div data-mobile="true" className="flex h-full flex-col overflow-y-auto">
            {children}
          </div>
        </SheetContent>
      </Sheet>
    );
  }

  // The outer column takes the width and draws the edge down the whole page; the menu inside it
  // sticks to the top of the window (pass its offset and height in `className`).
  return (
    <div
      data-state={state}
      className="group/sidebar w-(--sidebar-width) shrink-0 border-r transition-[width] duration-200 ease-linear data-[state=collapsed]:w-(--sidebar-width-icon)"
    >
      <aside
        aria-label={label}
        data-state={state}
        className={cn('sticky flex w-full flex-col overflow-x-hidden overflow-y-auto', className)}
        {...props}
      >
        {children}
      </aside>
    </div>
  );
}

export function SidebarTrigger({ className, onClick, ...props }: ComponentProps<typeof Button>) {
  const { toggleSidebar, isMobile, open, openMobile, triggerRef } = useSidebar();
  return (
    <Button
      ref={triggerRef}
      variant="ghost"
      size="icon"
      aria-label="Toggle side menu"
      aria-expanded={isMobile ? openMobile : open}
      aria-keyshortcuts="Control+B Meta+B"
      title="Toggle side menu (Ctrl+B or Cmd+B)"
      className={cn('size-9', className)}
      onClick={(event) => {
        onClick?.(event);
        toggleSidebar();
      }}
      {...props}
    >
      <PanelLeft aria-hidden="true" />
    </Button>
  );
}

/** The page beside the menu. */
export function SidebarInset({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex min-w-0 flex-1 flex-col', className)} {...props} />;
}

export function SidebarHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col gap-2 p-3 group-data-[state=collapsed]/sidebar:px-2', className)}
      {...props}
    />
  );
}

export function SidebarContent({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'flex min-h-0 flex-1 flex-col gap-2 p-3 group-data-[state=collapsed]/sidebar:px-2',
        className,
      )}
      {...props}
    />
  );
}

export function SidebarGroupLabel({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p
      className={cn(
        'px-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase group-data-[state=collapsed]/sidebar:sr-only',
        className,
      )}
      {...props}
    />
  );
}

export function SidebarMenu({ className, ...props }: ComponentProps<'ul'>) {
  return <ul className={cn('flex flex-col gap-1', className)} {...props} />;
}

export function SidebarMenuItem({ className, ...props }: ComponentProps<'li'>) {
  return <li className={cn('relative', className)} {...props} />;
}

interface SidebarMenuButtonProps extends ComponentProps<'button'> {
  /** Render the child (e.g. a router link) with the button's look. */
  asChild?: boolean;
  isActive?: boolean;
  /** Shown on hover while the menu is an icon rail, where the text is hidden. */
  tooltip?: string;
}

/** A menu row: icon, then text in a <span>; collapsed, only the icon shows (text stays for screen readers). */
export function SidebarMenuButton({
  asChild = false,
  isActive = false,
  tooltip,
  className,
  ...props
}: SidebarMenuButtonProps) {
  const { state, isMobile } = useSidebar();
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      data-active={isActive}
      title={state === 'collapsed' && !isMobile ? tooltip : undefined}
      className={cn(
        'flex h-9 w-full items-center gap-2.5 overflow-hidden rounded-md px-2 text-left text-sm text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring data-[active=true]:bg-primary/10 data-[active=true]:font-semibold data-[active=true]:text-foreground [&>span:last-child]:truncate [&>svg]:size-4 [&>svg]:shrink-0',
        'group-data-[state=collapsed]/sidebar:size-8 group-data-[state=collapsed]/sidebar:justify-center group-data-[state=collapsed]/sidebar:px-0 group-data-[state=collapsed]/sidebar:[&>span:last-child]:sr-only',
        className,
      )}
      {...props}
    />
  );
}
