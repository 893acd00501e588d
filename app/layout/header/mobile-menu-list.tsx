import { ChevronDown } from 'lucide-react';
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
 * One level of the mobile menu. Groups are `<details>` sharing one name per level, so the
 * browser keeps one expanded per level (opening one collapses its siblings; pressing the open
 * one collapses it) with no script, before and after hydration.
 */
export function MobileMenuList({ items, depth = 0 }: MobileMenuListProps) {
  const currentPath = useCurrentPath();
  const textClass = depthClass[Math.min(depth, depthClass.length - 1)];

  return (
    <ul className={depth === 0 ? 'divide-y divide-border' : 'border-l-2 border-border pl-4'}>
      {items.map((item) => (
        <li key={item.label}>
          {isNavGroup(item) ? (
            <details name={`mobile-menu-level-${depth}`}>
              <summary
                className={`${rowClass} ${textClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
              >
                {item.label}
                <ChevronDown
                  aria-hidden="true"
                  // Turned only by its own open <details>, not by an open ancestor.
                  className="size-5 shrink-0 in-[[open]>summary]:rotate-180 in-[[open]>summary]:text-accent-text motion-safe:transition-transform"
                />
              </summary>
              <div className="pb-3">
                <MobileMenuList items={item.children} depth={depth + 1} />
              </div>
            </details>
          ) : (
            <Link
              to={item.to}
              aria-current={currentPath === item.to ? 'page' : undefined}
              className={`${rowClass} ${textClass}`}
            >
              {item.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
