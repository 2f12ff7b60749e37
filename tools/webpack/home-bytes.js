// Which built JS files a first page load fetches, and their size raw / gzip / brotli, read from
// the dist folders only (deterministic): the shell's index.html (main.js and the scripts it
// preloads) and, per MFE, remoteEntry.js plus every chunk its exposed app needs (from
// dist/.module-sizes.json, see module-sizes-plugin.js), leaving out the fallback copies of shared
// libraries (the shell provides those), the standalone dev entry and the chunks the app loads on
// demand with import(). Compressed sizes are those of
// the .br/.gz siblings the API sends; files without one (under 1 KB) are compressed here.
// Used by api/src/static/homeBudget.test.ts (the byte budget in npm test) and scripts/bench-web.mjs.
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');
const { MODULE_SIZES_FILE } = require('./module-sizes-plugin');

/** The home page's JS (shell + mfe-content), brotli, may not exceed this (see homeBudget.test.ts). */
const HOME_BUDGET_BYTES = 150 * 1024; // measured 148.7 KiB (shell 130.7 + mfe-content 18.0): design-system core, catalogs in the page's language, precompiled messages, logged-in parts on demand, two first-load files
const MFES = ['mfe-content', 'mfe-search', 'mfe-booking', 'mfe-host', 'mfe-admin'];

const CONTAINER_ENTRY = 'container entry';

function readSizes(root, pkg) {
  const file = path.join(root, pkg, 'dist', MODULE_SIZES_FILE);
  if (!fs.existsSync(file)) throw new Error(`${path.relative(root, file)} missing: build ${pkg} first`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Script files of the shell's index.html: <script src> and <link rel=preload as=script>. */
function shellFiles(root) {
  const html = fs.readFileSync(path.join(root, 'shell', 'dist', 'index.html'), 'utf8');
  const files = [];
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="?\/([^"\s>]+\.js)/g)) files.push(m[1]);
  for (const m of html.matchAll(/<link\b(?=[^>]*\brel="?preload)(?=[^>]*\bas="?script)[^>]*\bhref="?\/([^"\s>]+\.js)/g)) files.push(m[1]);
  return [...new Set(files)];
}

const SHARED_MODULE = /^(?:provide|consume) shared module \(\w+\) (.+?)@/;
const sharedNameOf = (moduleName) => SHARED_MODULE.exec(moduleName ?? '')?.[1] ?? null;

/** Names of the shared libraries whose code the shell's first load brings (its script and preloads). */
function shellSharedLibraries(root) {
  const wanted = new Set(shellFiles(root));
  const names = new Set();
  for (const chunk of readSizes(root, 'shell').chunks) {
    if (!chunk.files.some((f) => wanted.has(f))) continue;
    for (const origin of chunk.origins) if (sharedNameOf(origin.module)) names.add(sharedNameOf(origin.module));
  }
  return names;
}

/**
 * remoteEntry.js and the chunks of an MFE's exposed app: the chunk group the container entry loads
 * (not what the app loads later with import()), plus the MFE's own copy of every shared library the
 * app needs that the shell's first load does not bring (e.g. react-redux: the page loads it then).
 */
function remoteFiles(root, pkg) {
  const { chunks } = readSizes(root, pkg);
  const files = new Set(['remoteEntry.js']);
  const fromShell = fs.existsSync(path.join(root, 'shell', 'dist', 'index.html')) ? shellSharedLibraries(root) : new Set();
  const consumed = new Set();
  for (const chunk of chunks) {
    if (chunk.initial || !chunk.origins.some((o) => o.module === CONTAINER_ENTRY)) continue;
    for (const file of chunk.files) files.add(file);
    for (const m of chunk.modules) if (m.name.startsWith('consume shared module') && sharedNameOf(m.name)) consumed.add(sharedNameOf(m.name));
  }
  const missing = [...consumed].filter((name) => !fromShell.has(name));
  for (const chunk of chunks) {
    if (chunk.initial) continue;
    if (chunk.origins.some((o) => missing.includes(sharedNameOf(o.module)))) for (const file of chunk.files) files.add(file);
  }
  return [...files];
}

function compressedSize(file, ext, compress) {
  if (fs.existsSync(`${file}${ext}`)) return fs.statSync(`${file}${ext}`).size;
  return compress(fs.readFileSync(file)).length;
}

function measure(dir, files) {
  let raw = 0;
  let gzip = 0;
  let br = 0;
  for (const name of files) {
    const file = path.join(dir, name);
    raw += fs.statSync(file).size;
    gzip += compressedSize(file, '.gz', (b) => zlib.gzipSync(b, { level: 9 }));
    br += compressedSize(file, '.br', (b) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
  return { files, raw, gzip, br };
}

function biggestModules(root, pkg, files, count = 10) {
  const wanted = new Set(files);
  const modules = new Map();
  for (const chunk of readSizes(root, pkg).chunks) {
    if (!chunk.files.some((f) => wanted.has(f))) continue;
    for (const m of chunk.modules) modules.set(m.name, Math.max(modules.get(m.name) ?? 0, m.size));
  }
  return [...modules].map(([name, size]) => ({ name, size })).sort((a, b) => b.size - a.size).slice(0, count);
}

/** The home page: the shell and mfe-content (its first remote). */
function homePageBytes(root) {
  const parts = [
    { name: 'shell', ...measure(path.join(root, 'shell', 'dist'), shellFiles(root)) },
    { name: 'mfe-content', ...measure(path.join(root, 'mfe-content', 'dist'), remoteFiles(root, 'mfe-content')) },
  ];
  const sum = (key) => parts.reduce((total, p) => total + p[key], 0);
  return { parts, files: parts.reduce((n, p) => n + p.files.length, 0), raw: sum('raw'), gzip: sum('gzip'), br: sum('br') };
}

/** Per entry (shell, each built MFE): its first-load JS and its ten biggest modules. */
function entryReport(root) {
  const entries = [{ name: 'shell', dir: path.join(root, 'shell', 'dist'), files: shellFiles(root) }];
  for (const pkg of MFES) {
    if (!fs.existsSync(path.join(root, pkg, 'dist', MODULE_SIZES_FILE))) continue;
    entries.push({ name: pkg, dir: path.join(root, pkg, 'dist'), files: remoteFiles(root, pkg) });
  }
  return entries.map((e) => {
    const size = measure(e.dir, e.files);
    return { name: e.name, files: e.files.length, raw: size.raw, gzip: size.gzip, br: size.br, biggest: biggestModules(root, e.name, e.files) };
  });
}

module.exports = { HOME_BUDGET_BYTES, homePageBytes, entryReport, shellFiles, remoteFiles };
