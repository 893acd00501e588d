// Invoker commands (HTML `commandfor` / `command`): a button opens or closes a dialog or popover
// with no script. React passes the lowercase attributes through; its types do not list them yet.
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    /** Id of the dialog or popover this button controls. */
    commandfor?: string;
    /** What the button does to it. */
    command?:
      | 'show-modal'
      | 'close'
      | 'request-close'
      | 'toggle-popover'
      | 'show-popover'
      | 'hide-popover';
  }
}
