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

module.exports = { SHARED_SINGLETONS, sharedFor };
