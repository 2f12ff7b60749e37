// Writes dist/.module-sizes.json: for every chunk its files, whether it is an entry/initial chunk,
// what loads it (origins: the requesting module and request of each chunk group, e.g. an
// import() in our src, or a shared-module consumer), and its modules with their size before
// minification, biggest first. bench:web prints the ten
// biggest modules per entry from it, so a size regression has a name. A hidden file: the API
// does not serve it. `routeChunks` (an MFE's page chunks by path, see remote.config.js) is written beside
// the chunks for the API's preloads (api/src/static/routePreload.ts).
const fs = require('fs');
const path = require('path');

const FILE = '.module-sizes.json';

class ModuleSizesPlugin {
  constructor({ routeChunks = {} } = {}) {
    this.routeChunks = routeChunks;
  }

  apply(compiler) {
    compiler.hooks.done.tap('ModuleSizesPlugin', (stats) => {
      const { compilation } = stats;
      const { chunkGraph } = compilation;
      const context = compiler.context;
      const chunks = [...compilation.chunks].map((chunk) => ({
        id: chunk.id,
        names: chunk.name ? [chunk.name] : [],
        initial: chunk.canBeInitial(),
        files: [...chunk.files].filter((f) => f.endsWith('.js')).sort(),
        origins: [...chunk.groupsIterable].flatMap((group) =>
          group.origins.map((o) => ({
            module: o.module ? o.module.readableIdentifier(compilation.requestShortener) : null,
            request: o.request || null,
          })),
        ),
        modules: [...chunkGraph.getChunkModulesIterable(chunk)]
          .map((m) => ({ name: m.readableIdentifier(compilation.requestShortener), size: m.size() }))
          .sort((a, b) => b.size - a.size),
      }));
      const out = compiler.options.output.path;
      fs.mkdirSync(out, { recursive: true });
      fs.writeFileSync(path.join(out, FILE), JSON.stringify({ context: path.basename(context), routeChunks: this.routeChunks, chunks }, null, 1) + '\n');
    });
  }
}

module.exports = { ModuleSizesPlugin, MODULE_SIZES_FILE: FILE };
