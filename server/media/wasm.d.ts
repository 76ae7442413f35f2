// A .wasm import is a compiled module in workerd (wrangler's bundler and the vitest plugin).
declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}
