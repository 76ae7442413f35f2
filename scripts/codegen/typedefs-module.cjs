// A GraphQL Code Generator plugin of our own: the SDL files as a TypeScript module, so the
// worker gets its schema without a bundler loader for .graphql files. The files are copied as
// written, not printed from the merged schema: the printer of @graphql-tools/utils drops input
// fields' default values under graphql 17.
const { globSync, readFileSync } = require("node:fs");

module.exports = {
  plugin(_schema, _documents, config) {
    const files = globSync(config.sources).sort();
    const sources = files.map((file) => `  // ${file}\n  ${JSON.stringify(readFileSync(file, "utf8"))},`);
    return `export const typeDefs: string[] = [\n${sources.join("\n")}\n];\n`;
  },
};
