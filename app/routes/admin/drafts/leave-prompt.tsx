import { useEffect, useRef } from 'react';
import type { Blocker } from 'react-router';
import { Button } from '../../../components/button';

const small = 'min-h-11 px-4 py-2 text-xs';

/**
 * "Leave without saving?": a modal <dialog> (focus stays in it, Escape stays) while a link
 * to another screen is held by {@link useLeaveGuard}. Stay, the safe choice, takes the focus.
 */
export function LeavePrompt({ blocker, what }: { blocker: Blocker; what: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const isBlocked = blocker.state === 'blocked';
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isBlocked && !element.open) element.showModal();
    if (!isBlocked && element.open) element.close();
  }, [isBlocked]);
  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset();
  };
  return (
    <dialog
      ref={dialog}
      aria-labelledby="leave-title"
      aria-describedby="leave-text"
      onCancel={(event) => {
        event.preventDefault();
        stay();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg border-2 border-border-strong bg-surface p-0 text-fg shadow-pop backdrop:bg-overlay"
    >
      {isBlocked && (
        <div className="flex flex-col gap-4 p-5">
          <h2 id="leave-title" className="text-h3 text-fg">
            Leave without saving?
          </h2>
          <p id="leave-text" className="text-fg">
            {`Your changes to ${what} are not saved. A draft kept automatically is offered back when you return; anything typed since is lost.`}
          </p>
          <div className="flex flex-wrap gap-2">
            {/* The first control: the dialog gives it the focus when it opens. */}
            <Button className={small} onClick={stay}>
              Stay
            </Button>
            <Button variant="outline" className={small} onClick={() => blocker.proceed?.()}>
              Leave
            </Button>
          </div>
        </div>
      )}
    </dialog>
  );
}
