import type { ReactNode } from 'react';
import { buttonClass } from './button-styles';

/** Props of {@link ErrorScreen}. */
export interface ErrorScreenProps {
  title: string;
  message: string;
  /** Extra details or actions below the message. */
  children?: ReactNode;
  /** Offer a reload as well as the way home. */
  canReload?: boolean;
}

/**
 * A self-contained error page. It avoids the site chrome on purpose: the
 * header or footer may be what failed. Links are plain anchors so they work
 * even when the router cannot.
 */
export function ErrorScreen({ title, message, children, canReload = false }: ErrorScreenProps) {
  return (
    <main
      id="main"
      className="container-site flex min-h-dvh flex-col items-center justify-center gap-4 py-16 text-center"
    >
      <h1 className="text-h2 text-fg">{title}</h1>
      <p className="max-w-xl text-lg text-fg-muted">{message}</p>
      {children}
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        {canReload && (
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => window.location.reload()}
          >
            Reload the page
          </button>
        )}
        <a href="/" className={buttonClass(canReload ? 'outline' : 'primary')}>
          Back to Home
        </a>
      </div>
    </main>
  );
}
