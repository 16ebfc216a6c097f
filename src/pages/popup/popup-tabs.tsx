import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface PopupTab<Id extends string> {
  id: Id;
  label: string;
}

/**
 * A tab bar (WAI-ARIA tabs: arrow keys, Home and End move between tabs). Panels are rendered by the
 * caller with `tabPanelProps`, so a panel can stay mounted while hidden.
 */
export function PopupTabs<Id extends string>({
  tabs,
  selected,
  onSelect,
  label,
}: {
  tabs: readonly PopupTab<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  label: string;
}): ReactNode {
  const buttons = useRef(new Map<Id, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const next =
      event.key === 'ArrowRight' ? (index + 1) % tabs.length
      : event.key === 'ArrowLeft' ? (index - 1 + tabs.length) % tabs.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? tabs.length - 1
      : null;
    const tab = next === null ? undefined : tabs[next];
    if (tab === undefined) return;
    event.preventDefault();
    onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  }

  return (
    <div className="popup-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          ref={(element) => {
            if (element) buttons.current.set(tab.id, element);
          }}
          type="button"
          role="tab"
          id={`tab-${tab.id}`}
          aria-controls={`panel-${tab.id}`}
          aria-selected={tab.id === selected}
          tabIndex={tab.id === selected ? 0 : -1}
          className="popup-tab"
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

export function tabPanelProps(id: string, selected: boolean) {
  return { role: 'tabpanel', id: `panel-${id}`, 'aria-labelledby': `tab-${id}`, hidden: !selected } as const;
}
