// Stands in for the `server-only` package in tests, which run as server code.
export {};
