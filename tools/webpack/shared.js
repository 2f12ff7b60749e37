// The ONE list of libraries shared as Module Federation singletons by the shell and every MFE.
// requiredVersion comes from the building package's package.json (dependencies), falling
// back to the root package.json and finally to the installed version.
const fs = require('fs');
const path = require('path');

const ROOT = path.resolve(__dirname, '../..');

/** Package names shared as singletons. Sub-path entries keep react/react-dom internals single. */
const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-redux',
  'styled-components',
  'react-intl',
  'single-spa',
  '@zaalplek/design-system',
  '@zaalplek/design-system/core',
  '@zaalplek/platform',
];

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function packageNameOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function requiredVersionOf(pkgName, pkgDir) {
  for (const file of [path.join(pkgDir, 'package.json'), path.join(ROOT, 'package.json')]) {
    const json = readJson(file);
    const declared = json && { ...json.devDependencies, ...json.peerDependencies, ...json.dependencies }[pkgName];
    if (declared) return declared;
  }
  const installed = readJson(path.join(ROOT, 'node_modules', pkgName, 'package.json'));
  return installed ? `^${installed.version}` : false;
}

/** The `shared` option of ModuleFederationPlugin for the package in `pkgDir`. */
function sharedFor(pkgDir) {
  const shared = {};
  for (const request of SHARED_SINGLETONS) {
    shared[request] = {
      singleton: true,
      requiredVersion: requiredVersionOf(packageNameOf(request), pkgDir),
    };
  }
  return shared;
}

/**
 * Module Federation runtime: ONE copy per page. The shell (a pure consumer) bundles it and hands it
 * to every remote (experiments.provideExternalRuntime); production remotes leave it out
 * (experiments.externalRuntime) and use the shell's. Remotes served alone by their dev server keep
 * their own. The runtime is built for the browser only and without the snapshot plugin (remotes are
 * registered by their remoteEntry.js URL, never by an mf-manifest.json).
 */
const FEDERATION_OPTIMIZATION = { disableSnapshot: true, target: 'web' };

function federationExperiments(role, mode) {
  if (role === 'host') return { optimization: FEDERATION_OPTIMIZATION };
  return { externalRuntime: mode === 'production', optimization: FEDERATION_OPTIMIZATION };
}

/**
 * The runtime plugin that hands the shell's runtime to the remotes. What
 * experiments.provideExternalRuntime would add, but its ES module build: the CommonJS one (what
 * require.resolve finds) pulls in a second, CommonJS copy of the runtime beside the one the shell runs.
 */
function provideRuntimePlugins() {
  const cjs = require.resolve('@module-federation/inject-external-runtime-core-plugin');
  return [cjs.replace(/index\.cjs$/, 'index.js')];
}

module.exports = { SHARED_SINGLETONS, sharedFor, federationExperiments, provideRuntimePlugins };
