// opencc-js publishes its dictionaries as modules without types: each is one string in OpenCC's
// serialised form, `key value|key value|…`.
declare module "opencc-js/dict/*" {
  const dictionary: string;
  export default dictionary;
}
