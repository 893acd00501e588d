// `npm install`'s last step (the root postinstall): says which Node the project's scripts and
// its server run on. The `node` dependency (a dependency, so `npm install --omit=dev` brings it
// to production too: decision 043) fetched it during the install, in the step shown as
// "> node@22… preinstall" (foreground-scripts in .npmrc): about 50 MB from the npm registry,
// 185 MB unpacked in node_modules/node. npm puts node_modules/.bin first on PATH, so this file
// runs on that Node; on any other the install did not bring it, and this says so and fails.
const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(
    `npm install: the project's Node 22 is missing from node_modules/.bin (this ran on the system's Node ${process.version}); run npm install again (without --ignore-scripts: the node package's install script fetches it), or see the README's install notes.`,
  );
  process.exit(1);
}
console.log(
  `npm install: the project's Node ${process.version} is in node_modules/node (the "node@… preinstall" step above fetched it, about 50 MB); npm run and npx use it.`,
);
