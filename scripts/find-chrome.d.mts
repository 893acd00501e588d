/** Flags every headless Chromium launch needs on a closed network. */
export declare const chromeArgs: string[];
export declare const INSTALL_HINT: string;
/** Path of a Chromium executable; throws with an install hint when none exists. */
export declare function findChrome(): string;
export declare const HEADLESS_SHELL: string;
/** The browser for the test suites: Chromium's headless shell when installed, else findChrome(). */
export declare function findTestBrowser(): string;
