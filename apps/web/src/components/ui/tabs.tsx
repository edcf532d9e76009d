// Tabs with the WAI-ARIA tabs pattern: a tablist of buttons (one selected, the only one in the Tab
// order; arrow keys, Home and End move between them and select), each controlling its panel. A
// panel not selected stays mounted but hidden, so what it holds (a draft) survives a switch.
import {
  createContext,
  useContext,
  useId,
  useRef,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';
import { cn } from '@/lib/cn';

interface TabsContextValue {
  baseId: string;
  value: string;
  onValueChange(value: string): void;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error('Tabs parts must be inside <Tabs>');
  return context;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

export function Tabs({
  value,
  onValueChange,
  className,
  ...props
}: ComponentProps<'div'> & { value: string; onValueChange(value: string): void }) {
  const baseId = useId();
  return (
    <TabsContext.Provider value={{ baseId, value, onValueChange }}>
      <div className={cn('space-y-4', className)} {...props} />
    </TabsContext.Provider>
  );
}

export function TabsList({ className, ...props }: ComponentProps<'div'>) {
  const { onValueChange } = useTabs();
  const list = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const tabs = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const current = tabs.findIndex((tab) => tab === document.activeElement);
    if (current === -1) return;
    const next = {
      ArrowRight: (current + 1) % tabs.length,
      ArrowLeft: (current - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    tab.focus();
    const value = tab.dataset.value;
    if (value) onValueChange(value);
  }

  return (
    <div
      ref={list}
      role="tablist"
      className={cn(
        'inline-flex max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground',
        className,
      )}
      onKeyDown={onKeyDown}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  ...props
}: Omit<ComponentProps<'button'>, 'value'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(tabs.baseId, value)}
      tabIndex={selected ? 0 : -1}
      data-value={value}
      data-state={selected ? 'active' : 'inactive'}
      className={cn(
        'inline-flex min-h-9 items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        'hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      onClick={() => tabs.onValueChange(value)}
      {...props}
    />
  );
}

export function TabsContent({
  value,
  className,
  ...props
}: ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs();
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={tabId(tabs.baseId, value)}
      hidden={tabs.value !== value}
      className={cn('focus-visible:outline-none', className)}
      {...props}
    />
  );
}
