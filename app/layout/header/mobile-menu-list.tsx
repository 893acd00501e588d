import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { isNavGroup, type NavItem } from '../../content/navigation';
import { useCurrentPath } from '../use-current-path';

/** Props of {@link MobileMenuList}. */
export interface MobileMenuListProps {
  items: readonly NavItem[];
  /** Nesting level, 0 for the top. */
  depth?: number;
}

const rowClass =
  'flex min-h-12 w-full items-center justify-between gap-4 py-2 text-left font-semibold text-fg transition-colors hover:text-accent-text aria-[current=page]:text-accent-text';
const depthClass = ['text-base uppercase tracking-wider', 'text-sm', 'text-sm font-medium'];

/**
 * One level of the mobile menu. Groups are disclosure buttons and only one
 * group per level is expanded: opening one collapses its siblings, and
 * pressing the open one collapses it.
 */
export function MobileMenuList({ items, depth = 0 }: MobileMenuListProps) {
  const [expanded, setExpanded] = useState<string | null>(null);
  const baseId = useId();
  const currentPath = useCurrentPath();
  const textClass = depthClass[Math.min(depth, depthClass.length - 1)];

  return (
    <ul className={depth === 0 ? 'divide-y divide-border' : 'border-l-2 border-border pl-4'}>
      {items.map((item, index) => {
        if (!isNavGroup(item)) {
          return (
            <li key={item.label}>
              <Link
                to={item.to}
                aria-current={currentPath === item.to ? 'page' : undefined}
                className={`${rowClass} ${textClass}`}
              >
                {item.label}
              </Link>
            </li>
          );
        }
        const isExpanded = expanded === item.label;
        const listId = `${baseId}-${index}`;
        return (
          <li key={item.label}>
            <button
              type="button"
              aria-expanded={isExpanded}
              aria-controls={listId}
              onClick={() => setExpanded(isExpanded ? null : item.label)}
              className={`${rowClass} ${textClass}`}
            >
              {item.label}
              <ChevronDown
                aria-hidden="true"
                className={`size-5 shrink-0 motion-safe:transition-transform ${isExpanded ? 'rotate-180 text-accent-text' : ''}`}
              />
            </button>
            <div id={listId} hidden={!isExpanded} className="pb-3">
              <MobileMenuList items={item.children} depth={depth + 1} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
