/** What each island's file exports: binds the controller to its element in the server markup. */
export interface IslandModule {
  start(element: HTMLElement): void;
}
