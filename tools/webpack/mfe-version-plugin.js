// Writes mfe-version.json ({ name, version }) into the output directory; the API builds
// /mfe-manifest.json from these files.
const { sources } = require('webpack');

class MfeVersionPlugin {
  constructor({ name, version }) {
    this.name = name;
    this.version = version;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('MfeVersionPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'MfeVersionPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const json = JSON.stringify({ name: this.name, version: this.version }, null, 2) + '\n';
          compilation.emitAsset('mfe-version.json', new sources.RawSource(json));
        },
      );
    });
  }
}

module.exports = { MfeVersionPlugin };
