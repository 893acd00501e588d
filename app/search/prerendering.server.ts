/**
 * True while `react-router build` pre-renders pages: @react-router/dev sets this variable in
 * the build process around its pre-render requests, and a running server never has it.
 */
export function isPrerendering(): boolean {
  return process.env.IS_RR_BUILD_REQUEST === 'yes';
}
