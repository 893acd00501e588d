import {
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useRef,
  useState,
} from 'react';
import type { CollectionInfo } from '../collection-labels';
import { DeleteForm } from './delete-confirm';

type Target = { id: number; title: string };
type Open = (event: MouseEvent, target: Target) => void;

const DialogContext = createContext<Open>(() => undefined);

/** Opens the delete dialog for an item instead of following the no-JavaScript link. */
export const useDeleteDialog = () => useContext(DialogContext);

/** The list's one confirmation dialog (a modal <dialog>: focus stays in it, Escape closes). */
export function DeleteDialogProvider({
  collection,
  children,
}: {
  collection: CollectionInfo;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [target, setTarget] = useState<Target | null>(null);
  const open = useCallback<Open>((event, next) => {
    if (!dialog.current?.showModal) return;
    event.preventDefault();
    setTarget(next);
    dialog.current.showModal();
  }, []);
  const close = () => dialog.current?.close();
  return (
    <DialogContext.Provider value={open}>
      {children}
      <dialog
        ref={dialog}
        aria-labelledby="delete-dialog-title"
        onClose={() => setTarget(null)}
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg border-2 border-accent-text bg-surface p-0 text-fg shadow-pop backdrop:bg-overlay"
      >
        {target && (
          <DeleteForm
            collection={collection}
            item={target}
            titleId="delete-dialog-title"
            onCancel={close}
          />
        )}
      </dialog>
    </DialogContext.Provider>
  );
}
