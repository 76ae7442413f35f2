/** The prefix of every key the site keeps in the device's storage (section 3: "a key prefix v1__"). */
export const STORAGE_PREFIX = "v1__";
