import { createContext, useContext, useSyncExternalStore, type FocusEvent, type KeyboardEvent } from 'react';

// WAI-ARIA tree view pattern. Collapsed agencies render no children, so every treeitem in the DOM is visible:
// moving is a walk over the rendered items, which stays cheap however large the hierarchy.

/** Items subscribe to "am I the one", so only two re-render per move. */
export const createActiveItemStore = (initial: string) => {
    let active = initial;
    const listeners = new Set<() => void>();
    return {
        get: () => active,
        set: (key: string) => {
            if (key === active) return;
            active = key;
            listeners.forEach(listener => listener());
        },
        subscribe: (listener: () => void) => {
            listeners.add(listener);
            return () => listeners.delete(listener);
        },
    };
};

export type ActiveItemStore = ReturnType<typeof createActiveItemStore>;
export const ActiveItemContext = createContext<ActiveItemStore | null>(null);

const ITEM = '[role="treeitem"]';

const visibleItems = (item: HTMLElement) =>
    Array.from(item.closest('[role="tree"]')?.querySelectorAll<HTMLElement>(ITEM) ?? []);

const parentItem = (item: HTMLElement) => item.parentElement?.closest<HTMLElement>(ITEM) ?? null;

const firstChildItem = (item: HTMLElement) =>
    item.querySelector<HTMLElement>(`:scope > [role="group"] > ${ITEM}`) ?? null;

const focusItem = (item: HTMLElement | null | undefined) => item?.focus();

const itemStartingWith = (item: HTMLElement, character: string) => {
    const items = visibleItems(item);
    const start = items.indexOf(item);
    const wanted = character.toLocaleLowerCase();
    for (let offset = 1; offset <= items.length; offset += 1) {
        const candidate = items[(start + offset) % items.length];
        if (candidate.dataset.name?.toLocaleLowerCase().startsWith(wanted)) return candidate;
    }
    return null;
};

export interface TreeItemState {
    key: string;
    expandable: boolean;
    expanded: boolean;
    setExpanded: (expanded: boolean) => void;
}

export const useTreeItem = ({ key, expandable, expanded, setExpanded }: TreeItemState) => {
    const store = useContext(ActiveItemContext);
    if (!store) throw new Error('useTreeItem is used inside a HierarchyTree');
    const isActive = useSyncExternalStore(store.subscribe, () => store.get() === key);

    const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
        // Key presses bubble up through the ancestors' treeitems: only the focused item acts.
        if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
        const item = event.currentTarget;
        const items = () => visibleItems(item);
        switch (event.key) {
            case 'ArrowDown':
                focusItem(items()[items().indexOf(item) + 1]);
                break;
            case 'ArrowUp':
                focusItem(items()[items().indexOf(item) - 1]);
                break;
            case 'Home':
                focusItem(items()[0]);
                break;
            case 'End':
                focusItem(items().at(-1));
                break;
            case 'ArrowRight':
                if (expandable && !expanded) setExpanded(true);
                else if (expanded) focusItem(firstChildItem(item));
                break;
            case 'ArrowLeft':
                if (expandable && expanded) setExpanded(false);
                else focusItem(parentItem(item));
                break;
            case 'Enter':
            case ' ':
                if (expandable) setExpanded(!expanded);
                break;
            default:
                if (event.key.length !== 1 || event.key === '*') return;
                focusItem(itemStartingWith(item, event.key));
        }
        event.preventDefault();
    };

    const onFocus = (event: FocusEvent<HTMLElement>) => {
        if (event.target === event.currentTarget) store.set(key);
    };

    return {
        role: 'treeitem',
        tabIndex: isActive ? 0 : -1,
        'aria-expanded': expandable ? expanded : undefined,
        onKeyDown,
        onFocus,
    } as const;
};
